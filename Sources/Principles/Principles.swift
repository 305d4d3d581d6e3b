import ExampleKit

/// The principles family: the rules good designs follow, and what breaking them costs.
///
/// Every entry shows a Futubra design that breaks its rule next to one that keeps it (in
/// GRASP every principle does, and in domain-driven design the aggregate, the repository,
/// the domain service and the bounded contexts do); both run, and the tests prove the
/// difference, often by reading the family's own sources as code (`SwiftSource`,
/// `SourceIndex`) to count what a claim is about.
public enum Principles: PatternFamily {
    public static let family = Family(
        id: "principles", title: "Principles", summary: "the rules good designs follow, and what breaking them costs")

    /// Every example of the family.
    public static let examples: [any Example.Type] = [
        ObjectOrientedProgrammingExample.self,
        ProtocolOrientedProgrammingExample.self,
        CleanArchitectureExample.self,
        GRASPExample.self,
        DomainDrivenDesignExample.self,
        MVVMCaseStudyExample.self,
        SingleResponsibilityExample.self,
        OpenClosedExample.self,
        LiskovSubstitutionExample.self,
        InterfaceSegregationExample.self,
        DependencyInversionExample.self,
        DependencyInjectionExample.self,
        DRYExample.self,
        KISSExample.self,
        YAGNIExample.self,
        SeparationOfConcernsExample.self,
        BigDesignUpFrontExample.self,
        PrematureOptimizationExample.self,
    ]

    /// The family's Swift sources, relative to `Sources/Principles/`, embedded at build time.
    public static var sourceFiles: [(path: String, text: String)] { embeddedFiles }
}
