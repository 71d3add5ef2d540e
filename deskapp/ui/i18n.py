"""The GUI's language: Qt translators over the app's catalogue and Qt's own, switched at once.

The catalogue's ``.ts`` files are compiled to ``.qm`` by ``pyside6-lrelease``: the
standalone app carries them compiled (``build.spec``); an installed or cloned app
compiles each the first time it is needed into the user's cache, named by the
``.ts``'s content hash so an update of the catalogue is never read stale.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QKeySequence

from deskapp.core import i18n
from deskapp.core.i18n import QT_TRANSLATE_NOOP
from deskapp.core.store.locations import cache_dir

LANGUAGE_KEY = "language"
"""QSettings key of the language chosen in View → Language (absent: the system's)."""

_installed: list[QTranslator] = []


def chosen_language(settings: QSettings, explicit: str | None = None) -> str:
    """``--language`` for this run, else the one chosen in View → Language, else the system's."""
    if explicit:
        return i18n.check_language(explicit)
    saved = settings.value(LANGUAGE_KEY)
    if isinstance(saved, str) and saved in i18n.LANGUAGES:
        return saved
    return i18n.language_of_environment()


def compiled_catalogue(language: str) -> Path | None:
    """The ``.qm`` of ``language``'s catalogue: shipped beside the ``.ts`` (the standalone
    app), else compiled once into the cache. None if it cannot be had (no lrelease)."""
    source = i18n.TRANSLATIONS / f"carddesk_{language}.ts"
    shipped = source.with_suffix(".qm")
    if shipped.exists():
        return shipped
    if not source.exists():
        return None
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    cached = cache_dir() / "translations" / f"carddesk_{language}-{digest}.qm"
    if cached.exists():
        return cached
    lrelease = _lrelease()
    if lrelease is None:
        return None
    import subprocess  # noqa: PLC0415 (only to compile: a warm start loads the cached .qm)

    cached.parent.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".part")
    result = subprocess.run(
        [str(lrelease), "-silent", str(source), "-qm", str(partial)],
        capture_output=True,
        check=False,
    )
    if result.returncode != 0 or not partial.exists():
        return None
    partial.replace(cached)  # whole or not at all: another start may be reading it
    return cached


def _lrelease() -> Path | None:
    import PySide6  # noqa: PLC0415

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / "lrelease", folder / "lrelease.exe"):
        if candidate.exists():
            return candidate
    return None


QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
)
"""Qt's own words that ``qtbase_<language>.qm`` lacks: Qt 6's file dialog asks for "&Look in:"
and "Files of &type:" where the catalogue still holds "Look in:" and "Files of type:", and its
icon provider names the kinds of file in a context the catalogue does not have. The app's
catalogue translates them, so a Czech file dialog has no English in it."""


def install_language(language: str) -> None:
    """Speak ``language`` from now on: the app's catalogue and Qt's own (standard buttons,
    file dialogs), the locale for numbers and dates, and the core's messages through Qt."""
    app = QCoreApplication.instance()
    if app is None:  # no Qt yet (a test of the core): Qt's side comes with the application
        i18n.set_language(language)
        return
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    files = []
    compiled = compiled_catalogue(language)
    if compiled is not None:
        files.append(str(compiled))
    qt_translations = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != i18n.SOURCE_LANGUAGE:
        files.append(str(Path(qt_translations) / f"qtbase_{language}.qm"))
    for file in files:
        translator = QTranslator(app)
        if translator.load(file):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(i18n.SPOKEN[language].qt_locale))
    # Without a Qt catalogue the core reads the .ts itself.
    i18n.set_language(language, QCoreApplication.translate if compiled is not None else None)


# Keys whose Qt name a keyboard's user would not know: French Qt says "Effacement" for
# Backspace (the key cap and the French say "Retour arrière") and "Retour" for Return,
# the key every screen calls Enter.
_OWN_KEY_NAMES = {
    "Backspace": QT_TRANSLATE_NOOP("Keys", "Backspace"),
    "Return": QT_TRANSLATE_NOOP("Keys", "Enter"),
}


def native_keys(keys: str) -> str:
    """A play screen's keys ("A / Shift+A", "Alt+Up, Alt+Down") as Qt names keys in the
    language, like the menus' shortcuts beside them (Maj+A, Alt+Haut; Mezerník, Espace),
    but for the few keys the app names itself (:data:`_OWN_KEY_NAMES`)."""

    def named(part: str) -> str:
        if part in _OWN_KEY_NAMES:
            return QCoreApplication.translate("Keys", _OWN_KEY_NAMES[part])
        sequence = QKeySequence(part, QKeySequence.SequenceFormat.PortableText)
        text = sequence.toString(QKeySequence.SequenceFormat.NativeText)
        return text if sequence.count() == 1 and text else part

    pieces = re.split(r"(\s*[,/…]\s*)", keys)  # keep the separators as they are
    return "".join(piece if index % 2 else named(piece) for index, piece in enumerate(pieces))
