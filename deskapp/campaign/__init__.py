"""The campaign's domain model: characters of each system and their cards, Qt-free."""
