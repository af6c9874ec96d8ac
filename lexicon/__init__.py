"""The embedded word lists (catalan.txt.gz, spanish.txt.gz), installed as the package conductor.wordlists."""
