"""What tells the demo's languages apart: letters one of them never writes.

The demo is written in the app's language (issue 30 item 7); review r30 found Czech skills,
aspects and threats in the French demo and French attributes and notes in the Czech one.
Character names are their own in every language (Bára Nováková, Élodie Lefèvre) and are
left out of the check.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

CZECH_ONLY = set("ěščřžůťďňýáíú")
FRENCH_ONLY = set("àâçèêëîïôùûœæ")
FOREIGN_LETTERS = {"cs": FRENCH_ONLY, "fr": CZECH_ONLY, "en": CZECH_ONLY | FRENCH_ONLY | {"é"}}
"""Letters the language's own words never hold (English: no accent at all)."""

RULE_ID = re.compile(r"\b[A-Z]{1,2}-\d+\b")
"""A rule's ID ("U-40", "F-17"): developer words, never in a text the user reads."""


def strings(document: object) -> Iterable[str]:
    """Every string in a JSON document, its keys left out."""
    if isinstance(document, str):
        yield document
    elif isinstance(document, dict):
        for value in document.values():
            yield from strings(value)
    elif isinstance(document, list):
        for value in document:
            yield from strings(value)


def foreign(language: str, texts: Iterable[str], names: Iterable[str]) -> list[str]:
    """The texts holding a letter ``language`` never writes, or a rule ID, once ``names``
    are taken out of them."""
    names = sorted(names, key=len, reverse=True)
    found = []
    for text in texts:
        plain = text
        for name in names:
            plain = plain.replace(name, "")
        if FOREIGN_LETTERS[language] & set(plain.lower()) or RULE_ID.search(plain):
            found.append(text)
    return found
