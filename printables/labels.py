"""The words printed on cards that are not the user's own data, from the app's catalogue.

The renderer never makes up text: every printed word comes from the card specs
or from a :class:`Labels`. A :class:`Labels`' defaults are the English words every
system prints (the calibration sheet's, the playing cards', the rules card's heading);
a system's own words are its print faces' ``WORDS``, a frozen dataclass of English
words that :meth:`Labels.translated` gives in the labels' language. All are the sources
of the catalogue's context ``PrintLabels`` (marked for ``lupdate``); the Czech and
French words are that catalogue's translations — one glossary for the screen and the
printed cards. The GUI and the command line pick a language with :func:`labels_for`
(``deskapp print --language``, the Print page's Language); :data:`ENGLISH` is the default.

The Czech and French words use the terms of the rules' original texts, which
players look for (the glossary of the shared rules README): the Agents and
Dice banks reminders follow the Czech originals' wording, the Cinematic cards
ones the French original's; the rest is translated from the English.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import Field, dataclass, field, fields, is_dataclass, replace
from functools import cache, lru_cache
from typing import Any, cast

from deskapp.core import i18n
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate, translate_in
from printables.geometry import PrintOptionError

CONTEXT = "PrintLabels"


@dataclass(frozen=True, slots=True)
class Labels:
    """The fixed words that cards of every system and the calibration sheet may show."""

    rules_reference: str = QT_TRANSLATE_NOOP("PrintLabels", "Rules reference")
    joker: str = QT_TRANSLATE_NOOP("PrintLabels", "Joker")
    black: str = QT_TRANSLATE_NOOP("PrintLabels", "Black")
    red: str = QT_TRANSLATE_NOOP("PrintLabels", "Red")
    red_joker: str = QT_TRANSLATE_NOOP("PrintLabels", "Red joker")
    black_joker: str = QT_TRANSLATE_NOOP("PrintLabels", "Black joker")
    # The calibration sheet
    calibration_title: str = QT_TRANSLATE_NOOP("PrintLabels", "Back alignment check")
    calibration_front: str = QT_TRANSLATE_NOOP(
        "PrintLabels",
        "Print this sheet double-sided with the settings you will use for the cards. "
        "Hold it against a light, this side towards you. Where the cross printed on the "
        "back crosses each scale, read the number: add the horizontal one to the back "
        "offset X and the vertical one to Y, in millimetres.",
    )
    calibration_back: str = QT_TRANSLATE_NOOP("PrintLabels", "Back of the alignment check")
    calibration_current: str = QT_TRANSLATE_NOOP(
        "PrintLabels", "Printed with back offset X = {x} mm, Y = {y} mm"
    )
    calibration_scale: str = QT_TRANSLATE_NOOP("PrintLabels", "and back scale X = {x} %, Y = {y} %")
    # The checklist that ends a print of the cards that changed (deskapp print --changed)
    checklist_title: str = QT_TRANSLATE_NOOP("PrintLabels", "Replace these cards")
    checklist_intro: str = QT_TRANSLATE_NOOP(
        "PrintLabels",
        "These cards changed since they were last printed. Put each new card in its "
        "owner's pile and take the old one out.",
    )
    checklist_shared: str = QT_TRANSLATE_NOOP("PrintLabels", "The game master's and shared cards")
    checklist_line: str = QT_TRANSLATE_NOOP("PrintLabels", "{kind}: {card}")
    language: str = field(default=i18n.SOURCE_LANGUAGE, metadata={"printed": False})
    """The language of these words, in which :meth:`translated` words a system's own."""

    def translated(self, english: Any) -> Any:
        """Words a system prints in the language of these labels: one (marked
        ``QT_TRANSLATE_NOOP("PrintLabels", …)``), a tuple of them, nested, or a frozen
        dataclass of them (a system's print faces' ``WORDS``), each field translated."""
        if isinstance(english, str):
            return translate_in(self.language, CONTEXT, english)
        if is_dataclass(english) and not isinstance(english, type):
            return _translated_words(self, cast(Hashable, english), i18n.catalogue(self.language))
        return tuple(self.translated(item) for item in english)


@lru_cache(maxsize=64)
def _translated_words(labels: Labels, english: Any, catalogue: i18n.Catalogue) -> Any:
    """A frozen dataclass of words in the labels' language, each field translated: made
    once per labels and catalogue read (the cache key), as
    :func:`~deskapp.core.i18n.translate_in` words them — a card builder asks for its words
    once a card, and a campaign prints thousands."""
    del catalogue  # the cache key: translate_in reads the same catalogue
    words = {item.name: labels.translated(getattr(english, item.name)) for item in fields(english)}
    return replace(english, **words)


def printed_fields() -> tuple[Field[Any], ...]:
    """The fields of :class:`Labels` that hold printed words."""
    return tuple(item for item in fields(Labels) if item.metadata.get("printed", True))


ENGLISH = Labels()
"""The default labels, in English (the catalogue's sources)."""

LANGUAGES: tuple[str, ...] = tuple(
    sorted(i18n.LANGUAGES, key=lambda code: code != i18n.SOURCE_LANGUAGE)
)
"""Every language cards can be printed in, by its ISO 639-1 code: the app's languages,
English (the default) first."""


def labels_for(language: str) -> Labels:
    """The labels of a language code (``en``, ``cs``, ``fr``, in any case), each word read
    from the catalogue; a PrintOptionError (a UserError) lists the valid codes for any other."""
    code = language.strip().lower()
    if code not in LANGUAGES:
        raise PrintOptionError(
            translate(
                "PrintOptions", "no card labels in the language '{language}': use one of {codes}"
            ).format(language=language, codes=", ".join(LANGUAGES))
        )
    return _labels_in(code, i18n.catalogue(code))


@cache
def _labels_in(code: str, catalogue: i18n.Catalogue) -> Labels:
    """The labels of ``code`` as ``catalogue`` words them (built once per catalogue read:
    the same language gives the same object, and a catalogue read anew gives new labels)."""
    del catalogue  # the cache key: translate_in reads the same catalogue

    language = Labels(language=code)
    labels = Labels(
        language=code,
        **{
            item.name: language.translated(getattr(ENGLISH, item.name)) for item in printed_fields()
        },
    )
    return ENGLISH if labels == ENGLISH else labels  # English: the defaults themselves
