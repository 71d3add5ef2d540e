"""The preflight report: what will not print well, per card, shown before export.

Each problem names the card by its position in the list given to the renderer
(``card``, from 0) and by its title, and the field it concerns. ``message()``
gives the line in the app's language (context ``Preflight``), for the command line
and the GUI alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from deskapp.core.i18n import QT_TRANSLATE_NOOP, format_number, translate
from printables.specs import shortened

PREFERRED_DPI = 300

# The fields the drawing code names by a fixed English word (the others are named by
# their printed label, already in the cards' language).
_FIELD_WORDS = (
    QT_TRANSLATE_NOOP("PrintPreflight", "title"),
    QT_TRANSLATE_NOOP("PrintPreflight", "subtitle"),
    QT_TRANSLATE_NOOP("PrintPreflight", "text"),
    QT_TRANSLATE_NOOP("PrintPreflight", "list"),
    QT_TRANSLATE_NOOP("PrintPreflight", "lines"),
    QT_TRANSLATE_NOOP("PrintPreflight", "track"),
    QT_TRANSLATE_NOOP("PrintPreflight", "values"),
    QT_TRANSLATE_NOOP("PrintPreflight", "tick boxes"),
    QT_TRANSLATE_NOOP("PrintPreflight", "portrait"),
    QT_TRANSLATE_NOOP("PrintPreflight", "back"),
    QT_TRANSLATE_NOOP("PrintPreflight", "back picture"),
    QT_TRANSLATE_NOOP("PrintPreflight", "kind"),
    QT_TRANSLATE_NOOP("PrintPreflight", "footer"),
    QT_TRANSLATE_NOOP("PrintPreflight", "label"),
    QT_TRANSLATE_NOOP("PrintPreflight", "index"),
    QT_TRANSLATE_NOOP("PrintPreflight", "court"),
    QT_TRANSLATE_NOOP("PrintPreflight", "word"),
)


def field_name(name: str) -> str:
    """How a message names a field: its fixed word translated, a label as it is printed."""
    word, _, number = name.rpartition(" ")
    if word in _FIELD_WORDS and number.isdigit():  # the second list of a card: "list 2"
        return f"{translate('PrintPreflight', word)} {number}"
    head, colon, row = name.partition(": ")
    if colon and head in _FIELD_WORDS:  # a row of a list without a heading: "values: Síla"
        return f"{translate('PrintPreflight', head)}: {row}"
    return translate("PrintPreflight", name) if name in _FIELD_WORDS else name


def _card(number: int, title: str) -> str:
    # A whole paragraph for a title: its first words name it.
    return translate("PrintPreflight", "card {number} “{title}”").format(
        number=number, title=shortened(title)
    )


@dataclass(frozen=True, slots=True)
class Overflow:
    """Text that did not fit its box even at the minimum size; the rest was cut."""

    card: int
    title: str
    field: str
    overflow_mm: float

    def message(self) -> str:
        return translate(
            "PrintPreflight",
            "{card}: the {field} is {length} mm too long to fit even at 6 pt; shorten it",
        ).format(
            card=_card(self.card + 1, self.title),
            field=field_name(self.field),
            length=format_number(self.overflow_mm, 1),
        )


@dataclass(frozen=True, slots=True)
class LowResolution:
    """An image that prints below 300 dots per inch at its size on the card."""

    card: int
    title: str
    field: str
    dpi: int

    def message(self) -> str:
        return translate(
            "PrintPreflight",
            "{card}: the {field} prints at {dpi} dpi (below {preferred}); it may look blurred",
        ).format(
            card=_card(self.card + 1, self.title),
            field=field_name(self.field),
            dpi=self.dpi,
            preferred=PREFERRED_DPI,
        )


@dataclass(frozen=True, slots=True)
class UnreadableImage:
    """Image bytes that do not decode; the card prints with an empty frame."""

    card: int
    title: str
    field: str
    reason: str

    def message(self) -> str:
        return translate("PrintPreflight", "{card}: the {field} cannot be read ({reason})").format(
            card=_card(self.card + 1, self.title), field=field_name(self.field), reason=self.reason
        )


@dataclass(frozen=True, slots=True)
class MissingGlyphs:
    """Characters the embedded fonts have no shape for; they would print as empty boxes."""

    card: int
    title: str
    field: str
    characters: str

    def message(self) -> str:
        return translate(
            "PrintPreflight",
            "{card}: the {field} has characters the card font cannot print: {characters}",
        ).format(
            card=_card(self.card + 1, self.title),
            field=field_name(self.field),
            characters=" ".join(self.characters),
        )


@dataclass(frozen=True, slots=True)
class SheetWarning:
    """Something about the sheet rather than a card (margins, marks, back offset).

    ``card`` is -1, so these come first; ``text`` is the line, in the app's language.
    """

    text: str
    card: int = -1
    title: str = ""
    field: str = "sheet"

    def message(self) -> str:
        return self.text


Problem = Overflow | LowResolution | UnreadableImage | MissingGlyphs | SheetWarning


@dataclass(frozen=True, slots=True)
class Continued:
    """A card too full for its fields, printed on ``cards`` cards instead: nothing is lost.

    ``card`` is the first of them; ``field`` the first field moved on, followed by
    ``more_fields`` others.
    """

    card: int
    title: str
    field: str
    more_fields: int
    cards: int

    def message(self) -> str:
        card, moved = _card(self.card + 1, self.title), field_name(self.field)
        more, further = self.more_fields, self.cards - 1  # plain names: lupdate needs them
        if more:
            text = translate(
                "PrintPreflight",
                "{card}: card full: {field} and %n more field(s) continue on {onto}",
                None,
                more,
            )
        else:
            text = translate("PrintPreflight", "{card}: card full: {field} continues on {onto}")
        if self.cards == 2:
            onto = translate("PrintPreflight", "a second card")
        else:
            onto = translate("PrintPreflight", "%n more card(s)", None, further)
        return text.format(card=card, field=moved, onto=onto)


@dataclass
class Preflight:
    """Every problem found while laying out the cards, in card order, and what was made."""

    problems: list[Problem] = field(default_factory=list)
    cards: int = 0
    pages: int = 0
    continued: list[Continued] = field(default_factory=list)
    """Cards that went on over more cards: not a problem (nothing is lost), but said."""

    @property
    def ok(self) -> bool:
        """Nothing will print worse than designed (continued cards are not a problem)."""
        return not self.problems

    @property
    def empty(self) -> bool:
        """Nothing at all to say: no problem and no card continued."""
        return not self.problems and not self.continued

    def messages(self) -> list[str]:
        """A line for each problem (continued cards are in :meth:`notes`)."""
        return [problem.message() for problem in self.problems]

    def notes(self) -> list[str]:
        """A line for each card continued on more cards."""
        return [note.message() for note in self.continued]
