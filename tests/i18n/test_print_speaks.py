"""Printed cards take their words from the app's catalogue: one glossary, one source.

``printables.labels.labels_for(language)`` reads every printed word (context
``PrintLabels``) from ``translations/carddesk_<language>.ts``; ``deskapp print`` prints
in the language of the run unless ``print --language`` says otherwise. A word changed in
the catalogue is changed on the printed card: there is no second set of words.
"""

from __future__ import annotations

import io
import re
import shutil
import xml.etree.ElementTree as ElementTree
from dataclasses import fields
from pathlib import Path

import pytest
from pypdf import PdfReader

from deskapp.cli import main
from deskapp.core import i18n, systems
from printables import labels as labels_module
from printables.labels import ENGLISH, Labels, labels_for, printed_fields

from .words import english_left

# Words of the demo campaign's cards that the catalogue words (PrintLabels).
PRINTED = ["Negative aspect", "Exhausted", "Relationship", "Full trust", "Reserve", "Milestone"]


@pytest.fixture(autouse=True)
def english_afterwards() -> object:
    yield
    i18n.set_language(i18n.SOURCE_LANGUAGE)


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.carddesk"
    assert main(["demo", str(path)]) == 0
    return path


def pdf_text(path: Path) -> str:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return " ".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)


def printed(demo: Path, out: Path, *arguments: str) -> str:
    """Print the demo's Agents cards (the kinds whose words are checked) and read the PDF."""
    kinds = "aspect,relationship,reserve,milestone,equipment"
    command = [*arguments, "print", "--campaign", str(demo), "--out", str(out), "--cards", kinds]
    assert main(command) == 0
    return pdf_text(out)


def leaves(labels: Labels) -> list[str]:
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.append(value)
        else:
            for item in value:  # type: ignore[attr-defined]
                walk(item)

    for field in printed_fields():
        walk(getattr(labels, field.name))
    for spec in systems.specs():  # each system's own words and its rules card
        words = labels.translated(spec.load(spec.printing).WORDS)
        walk(tuple(getattr(words, field.name) for field in fields(words)))
        walk(labels.translated(spec.printed_rules))
    return found


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_every_printed_word_is_the_catalogues(language: str) -> None:
    labels = labels_for(language)
    english = leaves(ENGLISH)
    for source, word in zip(english, leaves(labels), strict=True):
        assert word == i18n.translate_in(language, "PrintLabels", source)
    # Translated (a handful of words are the same in both languages: Agent, Aspect, Joker …).
    same = [word for source, word in zip(english, leaves(labels), strict=True) if word == source]
    assert len(same) <= 8, same


def test_the_hand_written_label_sets_are_gone() -> None:
    """One source: no Czech or French words written in the printing code."""
    source = Path(labels_module.__file__).read_text(encoding="utf-8")
    assert not hasattr(labels_module, "CZECH") and not hasattr(labels_module, "FRENCH")
    for word in ("Vyčerpáno", "Épuisé", "Naprostá důvěra", "Confiance totale"):
        assert word not in source


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_pdf_holds_the_catalogues_words_in_the_runs_language(
    demo: Path, tmp_path: Path, language: str
) -> None:
    text = printed(demo, tmp_path / "cards.pdf", "--language", language)
    for source in PRINTED:
        word = i18n.translate_in(language, "PrintLabels", source)
        assert word != source
        assert word.upper() in text.upper(), (source, word)
        assert source.upper() not in text.upper(), source


def test_print_language_overrides_the_runs_language(demo: Path, tmp_path: Path) -> None:
    # The run speaks Czech; the cards are asked for in French.
    out = tmp_path / "cards.pdf"
    command = ["--language", "cs", "print", "--campaign", str(demo), "--out", str(out)]
    assert main([*command, "--cards", "aspect,reserve", "--language", "fr"]) == 0
    text = pdf_text(out).upper()
    assert i18n.translate_in("fr", "PrintLabels", "Negative aspect").upper() in text
    assert i18n.translate_in("cs", "PrintLabels", "Negative aspect").upper() not in text


def test_a_word_changed_in_the_catalogue_is_changed_on_the_card(
    demo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Proof of one source: edit the Czech catalogue (a temporary copy), print again."""
    copy = tmp_path / "translations"
    shutil.copytree(i18n.TRANSLATIONS, copy, ignore=shutil.ignore_patterns("fragments"))
    path = copy / "carddesk_cs.ts"
    tree = ElementTree.parse(path)
    changed = 0
    for context in tree.getroot().iter("context"):
        if context.findtext("name") != "PrintLabels":
            continue
        for message in context.iter("message"):
            if message.findtext("source") == "Negative aspect":
                translation = message.find("translation")
                assert translation is not None
                translation.text = "Zlověstný aspekt"
                changed += 1
    assert changed == 1
    tree.write(path, encoding="utf-8", xml_declaration=True)

    before = printed(demo, tmp_path / "before.pdf", "--language", "cs")
    monkeypatch.setattr(i18n, "TRANSLATIONS", copy)
    i18n.catalogue.cache_clear()
    try:
        after = printed(demo, tmp_path / "after.pdf", "--language", "cs")
    finally:
        monkeypatch.undo()
        i18n.catalogue.cache_clear()
    assert "ZLOVĚSTNÝ ASPEKT" not in before.upper()
    assert "ZLOVĚSTNÝ ASPEKT" in after.upper()
    assert labels_for("cs").translated("Negative aspect") != "Zlověstný aspekt"  # the real one


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_what_print_reports_is_in_the_language(
    demo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str
) -> None:
    # A back offset without backs: the preflight has a sheet warning to report.
    out = tmp_path / "cards.pdf"
    command = ["--language", language, "print", "--campaign", str(demo), "--out", str(out)]
    assert main([*command, "--cards", "aspect", "--back-offset", "1,1"]) == 0
    said = capsys.readouterr()
    assert said.out.count("\n") == 1 and said.err.count("\n") == 1
    assert english_left(said.out + said.err, language) == []
    assert not re.search(r"\bWrote\b|\bwarning\b|\bback offset\b", said.out + said.err)
