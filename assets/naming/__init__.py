"""The naming tables (ca.yaml, es.yaml), installed as the package conductor.naming_tables."""
