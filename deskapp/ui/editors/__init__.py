"""Character editors, one per rule system, hosted by the Characters page."""
