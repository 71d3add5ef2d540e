"""The Table mode: play screens for each rule system over a logged play session."""
