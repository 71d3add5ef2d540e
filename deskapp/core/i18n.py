"""The app's words in the user's language: one catalogue, read by Qt and by plain Python.

Every user-visible string goes through :func:`translate` (or a Qt widget's ``tr``),
with a *context* naming the part of the app it belongs to, exactly as Qt's
``QCoreApplication.translate(context, source, disambiguation, n)``: so
``pyside6-lupdate`` extracts it into ``translations/carddesk_<language>.ts``
(``python tools/translations.py update``), and the translators fill those files.

The ``.ts`` files are the one source of truth. The GUI compiles them to ``.qm``
(``pyside6-lrelease``) and installs a ``QTranslator``, then routes :func:`translate`
through Qt (:func:`set_backend`); the command line, the printed cards and the tests,
which must not need Qt, read the same ``.ts`` files here. A test checks that both
give the same text for every message and count.

Plural messages hold ``%n`` (``"Draw %n card(s)"``): the number replaces ``%n`` and
the language's plural rule picks the form — Czech has three (1 karta, 2 karty,
5 karet), French and English two (French counts 0 as singular). English plurals
come from ``carddesk_en.ts``, which holds only plural messages.

Placeholders are Python's ``{name}``: translate first, then ``.format(...)``.
A message is never built from an f-string (lupdate would extract the f-string's
text, which never matches at run time): ``tools/translations.py check`` refuses them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
"""The ``.ts`` catalogues (package data; ``translations/`` at the top of the project is
a link to this folder)."""

SOURCE_LANGUAGE = "en"


@dataclass(frozen=True, slots=True)
class Language:
    """What the app needs to know of a language it speaks (one entry adds a language, with
    its ``.ts`` file: README, "Translations")."""

    name: str  # in the language itself, as View → Language lists it
    qt_locale: str  # Qt's locale: its standard buttons, dates and numbers
    plural_forms: int
    plural_form: Callable[[int], int]  # Qt's numerus rule: which form a count takes
    group_separator: str
    decimal_separator: str


SPOKEN: dict[str, Language] = {
    # 1 karta · 2–4 karty · 0, 5 and more karet
    "cs": Language(
        "Čeština", "cs_CZ", 3, lambda n: 0 if n == 1 else 1 if 2 <= n <= 4 else 2, "\u00a0", ","
    ),
    # 0 et 1 carte · 2 cartes
    "fr": Language("Français", "fr_FR", 2, lambda n: 0 if n < 2 else 1, "\u202f", ","),
    "en": Language("English", "en_GB", 2, lambda n: 0 if n == 1 else 1, ",", "."),
}
LANGUAGES: dict[str, str] = {code: language.name for code, language in SPOKEN.items()}
"""Each language the app speaks, by its code, named in that language (View → Language)."""

PLURAL_FORMS: dict[str, int] = {code: language.plural_forms for code, language in SPOKEN.items()}


def plural_form(language: str, n: int) -> int:
    """Which of the language's plural forms ``n`` takes: Qt's numerus rules for it."""
    return SPOKEN[language].plural_form(abs(n))


class LanguageError(ValueError):
    """A language code the app does not speak."""


def check_language(code: str) -> str:
    """``code`` if the app speaks it; else a message naming the languages it does."""
    if code not in LANGUAGES:
        known = ", ".join(f"{key} ({name})" for key, name in LANGUAGES.items())
        raise LanguageError(
            translate("Language", "There is no language “{code}”: choose {known}.").format(
                code=code, known=known
            )
        )
    return code


def language_of_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the user's environment asks for (``LC_ALL``, ``LC_MESSAGES``, ``LANG``,
    then ``LANGUAGE``'s list), if the app speaks it; else English."""
    environ = os.environ if environ is None else environ
    wanted = [environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    wanted += environ.get("LANGUAGE", "").split(":")
    for value in wanted:
        code = value.split(".")[0].split("@")[0].split("_")[0].lower()
        if code in ("c", "posix"):
            return SOURCE_LANGUAGE  # an explicit "no localisation"
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


# --- the catalogue, read without Qt ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Message:
    """One translated message: the text, or one text per plural form."""

    text: str = ""
    forms: tuple[str, ...] = ()


class Catalogue:
    """The messages of one ``.ts`` file, looked up as ``QTranslator`` does."""

    def __init__(self, language: str, messages: dict[tuple[str, str, str], Message]) -> None:
        self.language = language
        self.messages = messages
        # lrelease drops a comment that is not needed to tell a message from another one
        # of the same context and source: Qt then finds it whatever comment is asked.
        pairs: dict[tuple[str, str], list[Message]] = {}
        for (context, source, _comment), message in messages.items():
            pairs.setdefault((context, source), []).append(message)
        self._unique = {pair: found[0] for pair, found in pairs.items() if len(found) == 1}

    @classmethod
    def read(cls, path: Path, language: str) -> Catalogue:
        messages: dict[tuple[str, str, str], Message] = {}
        if path.exists():
            import xml.etree.ElementTree as ElementTree  # noqa: PLC0415 (read when needed)

            root = ElementTree.parse(path).getroot()
            for context in root.iter("context"):
                name = context.findtext("name") or ""
                for message in context.iter("message"):
                    translation = message.find("translation")
                    if translation is None or translation.get("type") in ("obsolete", "vanished"):
                        continue  # lrelease leaves these out of the .qm too
                    source = message.findtext("source") or ""
                    comment = message.findtext("comment") or ""
                    forms = tuple(form.text or "" for form in translation.iter("numerusform"))
                    if message.get("numerus") == "yes":
                        if any(forms):
                            messages[name, source, comment] = Message(forms=forms)
                    elif translation.text:
                        messages[name, source, comment] = Message(text=translation.text)
        return cls(language, messages)

    def translate(self, context: str, source: str, disambiguation: str | None, n: int) -> str:
        message = self.messages.get((context, source, disambiguation or ""))
        if message is None and disambiguation:  # Qt tries again without the comment
            message = self.messages.get((context, source, ""))
        if message is None:
            message = self._unique.get((context, source))
        text = source
        if message is not None:
            if message.forms:
                form = plural_form(self.language, n) if n >= 0 else 0
                text = message.forms[min(form, len(message.forms) - 1)] or source
            else:
                text = message.text
        return text.replace("%n", str(n)) if n >= 0 else text


@cache
def catalogue(language: str) -> Catalogue:
    """The catalogue of ``language``, read once (English: only its plural forms)."""
    return Catalogue.read(TRANSLATIONS / f"carddesk_{language}.ts", language)


# --- the current language and the translation backend ---------------------------------

Backend = Callable[[str, str, "str | None", int], str]

_state: dict[str, object] = {"language": SOURCE_LANGUAGE, "backend": None}


def current_language() -> str:
    return str(_state["language"])


def set_language(code: str, backend: Backend | None = None) -> None:
    """Speak ``code`` from now on. The GUI passes Qt's ``QCoreApplication.translate`` as
    ``backend`` once its translators are installed; without one the ``.ts`` are read."""
    _state["language"] = check_language(code)
    _state["backend"] = backend


@contextmanager
def speaking(language: str | None) -> Iterator[None]:
    """Speak ``language`` for a while (None: the current one), then the language before,
    with its backend: one text written in another language than the app's."""
    if language is None or language == current_language():
        yield
        return
    before = dict(_state)
    set_language(language)
    try:
        yield
    finally:
        _state.update(before)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` in the current language, as ``QCoreApplication.translate`` does.

    ``n`` (when not -1) picks the plural form and replaces ``%n``."""
    backend = _state["backend"]
    if backend is not None:
        return backend(context, source, disambiguation, n)  # type: ignore[operator]
    language = current_language()
    if n < 0 and language == SOURCE_LANGUAGE:
        return source  # English's catalogue holds plural forms only: nothing to read
    return catalogue(language).translate(context, source, disambiguation, n)


def translate_in(
    language: str, context: str, source: str, disambiguation: str | None = None, n: int = -1
) -> str:
    """``source`` in ``language`` whatever the app speaks (the printed cards' language is
    chosen per print job)."""
    return catalogue(check_language(language)).translate(context, source, disambiguation, n)


def named(context: str, names: Mapping[Any, str], code: Any) -> str:
    """``code``'s name in the current language: ``names`` maps the codes stored data keeps
    (``"physical"``, ``Relation.NEUTRAL``) to English names marked with
    ``QT_TRANSLATE_NOOP(context, …)``. A code the table does not know shows as it is."""
    try:
        return translate(context, names[code])
    except (KeyError, TypeError):  # a code of a later version, or none at all
        return str(code)


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Marks ``source`` for the catalogue where it is defined (a table of names, say);
    the code translates it where it is shown, with the same context."""
    del context
    return source


# --- numbers in the user's language ----------------------------------------------------


def format_number(value: float, decimals: int = 0, language: str | None = None) -> str:
    """``value`` as the language writes it: ``1,234.5`` · ``1 234,5`` (as ``QLocale`` does)."""
    spoken = SPOKEN[language or current_language()]
    text = f"{value:,.{decimals}f}"
    return (
        text.replace(",", "\x00")
        .replace(".", spoken.decimal_separator)
        .replace("\x00", spoken.group_separator)
    )


def format_decimal(value: float, most: int = 2) -> str:
    """``value`` with at most ``most`` decimals and no trailing zeros, as the current language
    writes it: ``2.5`` · ``2,5``; ``3`` (a length in millimetres, say)."""
    text = format_number(value, most)
    if most > 0:
        text = text.rstrip("0").removesuffix(SPOKEN[current_language()].decimal_separator)
    return "0" if text in ("-0", "") else text


def format_percent(value: float) -> str:
    """A whole percentage: ``67%`` in English, ``67 %`` in Czech and French."""
    number = format_number(round(value))
    return f"{number}%" if current_language() == "en" else f"{number}\u00a0%"


# French elides "de" and "que" before a vowel: a translation does it in its own words, but
# a name filled into "de {name}" comes afterwards (Amélie, Ondřej, Élodie, Œillet). A
# capital vowel after "de " is such a name; Y and H are left alone (Yannick, Hugo).
_FRENCH_ELISION = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUÀÂÄÉÈÊËÎÏÔÖŒÙÛÜ])")


def typeset(text: str) -> str:
    """A shown text's last touch in the current language, once every placeholder is filled:
    in French, "Test de Amélie" becomes "Test d’Amélie" and "que Ondřej" "qu’Ondřej"."""
    if current_language() != "fr":
        return text
    return _FRENCH_ELISION.sub(lambda match: match.group(1)[:-1] + "\u2019", text)


_PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


def placeholders(text: str) -> set[str]:
    """The ``{name}`` placeholders of a message (a translation must keep the same ones)."""
    return set(_PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))
