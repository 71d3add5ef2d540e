"""English words the command line and the rules' messages share (the GUI translates its own)."""

from __future__ import annotations


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """``1 card``, ``3 cards``, ``0 successes``: the number and its noun, plural unless one.

    The plural is the noun with ``s`` (``es`` after an ``s``) unless given (``die``, ``dice``)."""
    if number == 1:
        return f"{number} {noun}"
    if plural is None:
        plural = f"{noun}es" if noun.endswith("s") else f"{noun}s"
    return f"{number} {plural}"
