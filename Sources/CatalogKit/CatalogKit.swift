public enum CatalogKit {}
