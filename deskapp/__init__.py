"""Card Desk: a desktop companion for tabletop role-playing games played with real cards and dice."""

__version__ = "0.1.0"
