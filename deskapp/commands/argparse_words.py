"""argparse's own words (``usage:``, ``options``, its refusals) from the app's catalogue.

argparse looks its words up at run time through ``argparse._`` and ``argparse.ngettext``
(gettext, which knows no Card Desk catalogue). :func:`speak_the_app_language` points both
at :func:`deskapp.core.i18n.translate` with the context ``argparse``, so ``deskapp
--language cs --help`` reads Czech all through. The English texts are listed here with
``QT_TRANSLATE_NOOP`` so ``lupdate`` extracts them into the catalogue; they are argparse's
own, letter for letter (with its ``%(name)s`` and ``%s`` placeholders, kept in the
translations).
"""

from __future__ import annotations

import argparse
from typing import Any

from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "argparse"

WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "subcommands"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
)
"""argparse's words a user may read (the ones only a programmer meets are left out)."""

# argparse's plural messages, by their (singular, plural) gettext pair: the catalogue's
# plural source for each (Card Desk's plurals are one source holding %n).
PLURALS = {
    ("expected %s argument", "expected %s arguments"): QT_TRANSLATE_NOOP(
        "argparse", "expected %n argument(s)"
    ),
}


def gettext(text: Any) -> Any:
    """argparse's ``_``: its text in the app's language (``None`` and non-texts as given)."""
    if not isinstance(text, str) or not text:
        return text
    return translate(CONTEXT, text)


def ngettext(singular: str, plural: str, n: int) -> str:
    """argparse's ``ngettext``: the right plural form, keeping its ``%s`` for the number.

    argparse formats the number in afterwards (``message % n``), so the catalogue's form,
    where ``%n`` became the number, gets its ``%s`` back."""
    source = PLURALS.get((singular, plural))
    if source is None:
        return singular if n == 1 else plural
    text = translate(CONTEXT, source, None, n).replace("%", "%%")
    number = str(n)
    return text.replace(number, "%s", 1) if number in text else text + " (%s)"


def speak_the_app_language() -> None:
    """Route argparse's words through the catalogue (once; the language is read each call)."""
    argparse._ = gettext  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
