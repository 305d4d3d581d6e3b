import CatalogKit

public enum PatternsCLI {}
