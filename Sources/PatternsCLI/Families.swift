import AntiPatterns
import Architecture
import Behavioral
import Communication
import Concurrency
import Creational
import ExampleKit
import LanguagePatterns
import Principles
import Structural
import SwiftUIPatterns
import TestingPatterns
import UIPatterns

/// Every family the tool shows, in the order of the `families` table at the top of
/// Package.swift (`CatalogConsistencyTests` checks that the two agree, module by module).
///
/// Adding a family is a line in that table and a line here.
let registeredFamilies: [any PatternFamily.Type] = [
    Creational.self,
    Structural.self,
    Behavioral.self,
    Communication.self,
    UIPatterns.self,
    Architecture.self,
    Principles.self,
    AntiPatterns.self,
    Concurrency.self,
    SwiftUIPatterns.self,
    TestingPatterns.self,
    LanguagePatterns.self,
]
