"""English left in a text that should speak Czech or French — without Qt.

The same measure as ``tests/ui/speaking.py`` (a word of the app's English messages that
none of the language's translations holds is English left behind), for what the
command line prints: the command line's own tokens — option flags (``--campaign``),
command names, the values options take (``gutterfold``, ``deck-54``), metavars in
capitals, paths — are taken out first, as they are typed, not read.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from functools import cache

from deskapp.core.i18n import TRANSLATIONS

_WORD = re.compile(r"[A-Za-z][a-z]{2,}|[A-Z]{2,}[a-z]*")
_TYPED = re.compile(
    r"(?<![\w])--?[A-Za-z][\w-]*"  # option flags
    r"|\S*[/\\]\S*"  # paths
    r"|\b[\w.-]+\.(?:pdf|json|carddesk|png)\b"  # file names
    r"|\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b"  # typed values: deck-red-black, dice_banks, us-poker
    r"|\b\w+(?:\|\w+)+\b"  # choices: en|cs|fr
    r"|'[^'\s]*'"  # quoted values argparse names: 'bogus'
)

ALLOWED = {
    # The app's name and the formats and tools it names as they are called everywhere.
    "Card",
    "Desk",
    "JSON",
    "PDF",
    "PNG",
    "JPEG",
    "LANG",
    "SQLite",
    "UTF",
    "US",
    # What is typed on the command line: the program, its commands, and option values.
    "deskapp",
    "gui",
    "demo",
    "export",
    "import",
    "print",
    "replay",
    "players",
    "verify",
    "check",
    "auto",
    "none",
    "margin",
    "edge",
    "long",
    "short",
    "gutterfold",
    "poker",
    "bridge",
    "tarot",
    "mini",
    "index",
    "letter",
    "legal",
    # Card kinds are typed names (``--cards aspect,threat``).
    "character",
    "aspect",
    "equipment",
    "relationship",
    "reserve",
    "threat",
    "milestone",
    "trait",
    "consequence",
    "circumstance",
    "rules",
    # Rule-system keys and the JSON field names a refusal quotes.
    "agents",
    "founders",
    "cinematic",
    "setup",
    "events",
    "sessions",
    "characters",
    "format",
    "version",
}


@cache
def catalogue_words(language: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of the app's English messages, and those of ``language``'s translations."""
    english: set[str] = set()
    translated: set[str] = set()
    root = ElementTree.parse(TRANSLATIONS / f"carddesk_{language}.ts").getroot()
    for message in root.iter("message"):
        english |= set(_WORD.findall(_CODE.sub(" ", message.findtext("source") or "")))
        translation = message.find("translation")
        if translation is not None:
            forms = [form.text or "" for form in translation.iter("numerusform")]
            for text in forms or [translation.text or ""]:
                translated |= set(_WORD.findall(_CODE.sub(" ", text)))
    return frozenset(english), frozenset(translated)


# Placeholders ({cards}) and option flags (--cards) are code, not words of either language:
# a translation that keeps them must not make "cards" count as a word of Czech.
_CODE = re.compile(r"\{[^{}]*\}|(?<![\w])--?[A-Za-z][\w-]*")


def english_left(text: str, language: str, allowed: Iterable[str] = ()) -> list[str]:
    """The lines of ``text`` that still hold English words, each with those words."""
    english, translated = catalogue_words(language)
    allow = ALLOWED | set(allowed)
    found = []
    for line in text.splitlines():
        rest = _TYPED.sub(" ", line)
        words = sorted(
            {
                word
                for word in _WORD.findall(rest)
                if word in english and word not in translated and word not in allow
            }
        )
        if words:
            found.append(f"{line.strip()!r} ({', '.join(words)})")
    return found
