"""The rules reference in Czech and French says the same rules as the English one (issue 16).

deskapp/rules/cs/ and deskapp/rules/fr/ translate every file of deskapp/rules/. A rule
change edits all three; these tests catch the one forgotten: a rule ID defined, dropped
or added, a heading, an **Interpretation**, a table option or its default, a piece of
code (option keys, commands) or a number of the ranges that differs from the English.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.i18n import LANGUAGES as SPOKEN
from deskapp.core.i18n import SOURCE_LANGUAGE
from deskapp.ui.rules_reference import reference_file

RULES = Path(__file__).parents[2] / "deskapp" / "rules"
FILES = {spec.key: spec.rules_page.name for spec in systems.specs() if spec.rules_page}
LANGUAGES = sorted(
    {"cs", "fr"} | {code for code in SPOKEN if code != SOURCE_LANGUAGE and (RULES / code).is_dir()}
)
"""Czech and French always; a language added later once its folder is there."""
NAMES = sorted([*FILES.values(), "README.md"])
INTERPRETATION = {"en": "Interpretation", "cs": "Výklad", "fr": "Interprétation"}
TRANSLATED_EXAMPLES = {"founders.md": {"Engineer 2", "Clever", "Time crunch"}}
"""Code spans that are examples in words (tag names a player writes), not code: translated."""

_DEFINED = re.compile(r"^- \*\*([A-Z]-\d\d)\b", re.MULTILINE)
_MENTIONED = re.compile(r"\b[A-Z]-\d\d\b")
_HEADING = re.compile(r"^(#+) ", re.MULTILINE)
_OPTION_ROW = re.compile(r"^\| `(\w+)` \|.*\| `([^`]+)` \|$", re.MULTILINE)
_CODE = re.compile(r"`([^`\n]+)`")
_NUMBER = re.compile(r"\d+(?:[ ,\u00a0\u202f]\d{3})*")


def read(name: str, language: str = "en") -> str:
    folder = RULES if language == "en" else RULES / language
    return (folder / name).read_text(encoding="utf-8")


def defined_ids(text: str) -> list[str]:
    return _DEFINED.findall(text)


def sections(text: str) -> list[str]:
    """The text cut at its headings: the part before the first, then one per heading."""
    return re.split(r"^#+ .*$", text, flags=re.MULTILINE)


def numbers(text: str) -> list[int]:
    """The numbers in ``text`` in order, as whole numbers whatever their digit grouping."""
    return [int(re.sub(r"\D", "", found)) for found in _NUMBER.findall(text)]


pairs = pytest.mark.parametrize(
    ("language", "name"), [(language, name) for language in LANGUAGES for name in NAMES]
)


@pairs
def test_every_file_of_the_reference_is_translated(language: str, name: str) -> None:
    assert (RULES / language / name).is_file(), f"deskapp/rules/{language}/{name} is missing"


@pairs
def test_a_translation_defines_exactly_the_rules_of_the_english_file(
    language: str, name: str
) -> None:
    english, translated = defined_ids(read(name)), defined_ids(read(name, language))
    assert translated == english, (
        f"{language}/{name}: missing {sorted(set(english) - set(translated))}, "
        f"extra {sorted(set(translated) - set(english))}, or out of order"
    )


@pairs
def test_a_translation_cites_the_rules_where_the_english_does(language: str, name: str) -> None:
    """Every mention of a rule (``see A-19``) is kept, as many times as in English."""
    english = Counter(_MENTIONED.findall(read(name)))
    translated = Counter(_MENTIONED.findall(read(name, language)))
    assert translated == english, (
        f"{language}/{name}: fewer {dict(english - translated)}, more {dict(translated - english)}"
    )


@pairs
def test_a_translation_has_the_headings_and_interpretations_of_the_english(
    language: str, name: str
) -> None:
    english, translated = read(name), read(name, language)
    assert _HEADING.findall(translated) == _HEADING.findall(english)
    assert translated.count(INTERPRETATION[language]) == english.count(INTERPRETATION["en"])


@pairs
def test_a_translation_lists_the_table_options_with_their_keys_and_defaults(
    language: str, name: str
) -> None:
    assert _OPTION_ROW.findall(read(name, language)) == _OPTION_ROW.findall(read(name))


@pairs
def test_a_translation_keeps_the_code_as_it_is(language: str, name: str) -> None:
    """Option keys and values, commands, JSON: code is the same in every language."""
    examples = TRANSLATED_EXAMPLES.get(name, set())
    spans = _CODE.findall(read(name))
    english = Counter(code for code in spans if code not in examples)
    translated = Counter(_CODE.findall(read(name, language)))
    assert dict(english - translated) == {}, f"{language}/{name} lost code spans"
    unknown = translated - english  # only the examples, translated, may differ
    assert unknown.total() == sum(code in examples for code in spans), (
        f"{language}/{name} has code spans the English has not: {dict(unknown)}"
    )


@pairs
def test_a_translation_gives_the_same_ranges(language: str, name: str) -> None:
    """The "Ranges" section (the one before or after the table options, at the same place
    among the headings) holds the same numbers in the same order."""
    english = read(name)
    titles = re.findall(r"^## (.*)$", english, re.MULTILINE)
    if "Ranges" not in titles:
        return
    place = 1 + re.findall(r"^#+ .*$", english, re.MULTILINE).index("## Ranges")
    assert numbers(sections(read(name, language))[place]) == numbers(sections(english)[place])


def test_a_missing_rule_id_is_caught() -> None:
    """The ID check fails for a translation that drops or adds a rule (what a forgotten
    rule change looks like)."""
    english = read("agents.md")
    dropped = read("agents.md", "cs").replace("- **A-16**", "- A-16")
    added = read("agents.md", "cs") + "\n- **A-47** Nové pravidlo.\n"
    assert defined_ids(dropped) != defined_ids(english)
    assert defined_ids(added) != defined_ids(english)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("system", sorted(FILES))
def test_the_app_reads_the_reference_in_the_language_asked(language: str, system: str) -> None:
    text, shown = reference_file(system, language)
    assert shown == language and text == read(FILES[system], language)
    assert reference_file(system, "en") == (read(FILES[system]), "en")


@pairs
def test_no_english_paragraph_is_left_in_a_translation(language: str, name: str) -> None:
    """A line of English prose copied into a translation and never translated is caught
    (tables are left out: the README's glossary names the English terms on purpose)."""
    translated = {line.strip() for line in read(name, language).splitlines()}
    left = [
        line.strip()
        for line in read(name).splitlines()
        if not line.startswith("|")
        and len(re.findall(r"\b[a-z]{3,}\b", _CODE.sub(" ", line))) >= 4
        and line.strip() in translated
    ]
    assert left == [], f"{language}/{name} still has English: {left}"
