"""The translation catalogue: one source (the .ts files) read alike by Qt and by plain Python.

Qt's QTranslator serves the GUI; deskapp.core.i18n reads the same .ts files for the
command line and the printed cards. These tests hold the two to the same answers, the
plural rules to Qt's, and the catalogues to the code (every message extracted, every
one translated, placeholders kept).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from deskapp.core import i18n

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "translations.py"

PLURAL_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{locale}">
<context><name>Probe</name>
<message numerus="yes"><source>%n card(s)</source><translation>{forms}</translation></message>
<message><source>Draw</source><translation>{draw}</translation></message>
<message><source>Keep</source><comment>the cards</comment><translation>{keep}</translation></message>
</context>
</TS>
"""
FORMS = {
    "cs": ("%n karta", "%n karty", "%n karet"),
    "fr": ("%n carte", "%n cartes"),
    "en": ("%n card", "%n cards"),
}


def _compile(tmp_path: Path, language: str, text: str) -> Path:
    from deskapp.ui.i18n import _lrelease  # noqa: PLC0415

    source = tmp_path / f"probe_{language}.ts"
    source.write_text(text, encoding="utf-8")
    compiled = source.with_suffix(".qm")
    lrelease = _lrelease()
    assert lrelease is not None, "PySide6 ships lrelease"
    subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(compiled)], check=True)
    return compiled


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_the_plain_reader_answers_as_qt_does_for_every_count(
    qapp: object, tmp_path: Path, language: str
) -> None:
    """Czech's three forms (1 karta, 2 karty, 5 karet), French's (0 and 1 singular), English's:
    a wrong rule, or a reader that ignored comments or counts, would differ from Qt."""
    locale = {"cs": "cs_CZ", "fr": "fr_FR", "en": "en_GB"}[language]
    forms = "".join(f"<numerusform>{form}</numerusform>" for form in FORMS[language])
    text = PLURAL_TS.format(locale=locale, forms=forms, draw="T-" + language, keep="K-" + language)
    source_path = tmp_path / f"probe_{language}.ts"
    translator = QTranslator()
    assert translator.load(str(_compile(tmp_path, language, text)))
    QCoreApplication.installTranslator(translator)
    try:
        plain = i18n.Catalogue.read(source_path, language)
        for n in [*range(0, 130), 1001, 1002, 1005]:
            qt = QCoreApplication.translate("Probe", "%n card(s)", None, n)
            assert plain.translate("Probe", "%n card(s)", None, n) == qt, n
        for source, comment in [
            ("Draw", None),
            ("Keep", "the cards"),
            ("Keep", None),
            ("Gone", None),
        ]:
            assert plain.translate("Probe", source, comment, -1) == QCoreApplication.translate(
                "Probe", source, comment
            )
    finally:
        QCoreApplication.removeTranslator(translator)
    samples = {"cs": ["1 karta", "2 karty", "5 karet"], "fr": ["0 carte", "1 carte", "2 cartes"]}
    for expected in samples.get(language, []):
        n = int(expected.split()[0])
        assert plain.translate("Probe", "%n card(s)", None, n) == expected


@pytest.mark.parametrize("language", ["cs", "fr"])
def test_the_app_catalogue_reads_alike_in_qt_and_in_plain_python(
    qapp: object, language: str
) -> None:
    """Every message of the real catalogue, for counts that take every plural form."""
    from deskapp.ui.i18n import compiled_catalogue  # noqa: PLC0415

    compiled = compiled_catalogue(language)
    assert compiled is not None
    translator = QTranslator()
    assert translator.load(str(compiled))
    QCoreApplication.installTranslator(translator)
    try:
        plain = i18n.catalogue(language)
        if not plain.messages:  # only while the catalogues are being written
            pytest.skip("nothing is translated yet")
        differing = []
        for (context, source, comment), message in plain.messages.items():
            counts = (0, 1, 2, 5, 21) if message.forms else (-1,)
            for n in counts:
                qt = QCoreApplication.translate(context, source, comment or None, n)
                if plain.translate(context, source, comment or None, n) != qt:
                    differing.append((context, source, n))
        assert differing == []
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_language_of_the_environment() -> None:
    assert i18n.language_of_environment({"LANG": "cs_CZ.UTF-8"}) == "cs"
    assert i18n.language_of_environment({"LANG": "fr_CA.UTF-8"}) == "fr"
    assert i18n.language_of_environment({"LANG": "de_DE.UTF-8"}) == "en"
    assert i18n.language_of_environment({"LC_ALL": "fr_FR", "LANG": "cs_CZ"}) == "fr"
    assert i18n.language_of_environment({"LANG": "de_DE", "LANGUAGE": "de:cs"}) == "cs"
    assert i18n.language_of_environment({"LC_ALL": "C", "LANG": "cs_CZ"}) == "en"
    assert i18n.language_of_environment({}) == "en"


def test_an_unknown_language_is_refused_by_name() -> None:
    with pytest.raises(i18n.LanguageError, match="“de”.*cs \\(Čeština\\)"):
        i18n.check_language("de")


@pytest.mark.parametrize("language", ["cs", "fr", "en"])
def test_numbers_are_written_as_qt_writes_them(language: str) -> None:
    locale = QLocale({"cs": "cs_CZ", "fr": "fr_FR", "en": "en_US"}[language])
    for value in (0, 7, 999, 1000, 12345, 1234567):
        assert i18n.format_number(value, language=language) == locale.toString(value)
    assert i18n.format_number(1234.5, 1, language) == locale.toString(1234.5, "f", 1)


def test_percentages_have_the_languages_spacing() -> None:
    for language, value, shown in (
        ("en", 66.6, "67%"),
        ("cs", 66.6, "67\u00a0%"),
        ("fr", 5, "5\u00a0%"),
    ):
        with i18n.speaking(language):  # as the app speaks it
            assert i18n.format_percent(value) == shown


@pytest.mark.slow
def test_the_catalogues_hold_every_message_of_the_code(tmp_path: Path) -> None:
    """``tools/translations.py update`` run now changes nothing: no message was added to
    the code without reaching the .ts files (a new message would show in English)."""
    copy = tmp_path / "translations"
    shutil.copytree(i18n.TRANSLATIONS, copy)
    sys.path.insert(0, str(TOOL.parent))
    try:
        import translations as tool  # noqa: PLC0415
    finally:
        sys.path.remove(str(TOOL.parent))
    tool.update(copy)
    for path in sorted(i18n.TRANSLATIONS.glob("*.ts")):
        assert (copy / path.name).read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), (
            f"{path.name} is out of date: run python tools/translations.py update"
        )


def test_every_message_is_translated_with_its_placeholders() -> None:
    """Czech and French 100% finished (no ``type="unfinished"``), every plural with its
    language's forms, every ``{placeholder}`` kept, no message without a context, and no
    call that lupdate would miss (an f-string, a count that is not a plain name)."""
    sys.path.insert(0, str(TOOL.parent))
    try:
        import translations as tool  # noqa: PLC0415
    finally:
        sys.path.remove(str(TOOL.parent))
    assert tool.problems() == []
