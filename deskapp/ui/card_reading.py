"""How the cards typed in a field are read, shown under the field before Enter records them.

At a mirror table the game master types the real cards (``KH 3C``). The suit letters are
the English ones in every language, and two of them meet the players' own words the wrong
way round: a Czech player reads the queen of hearts as *dáma srdcová* and types ``DS``,
which is the queen of *spades*; a French one types ``DC`` for *dame de cœur*, the queen of
clubs (review r30c). A wrong colour flips a success into a complication, so a typed card is
never recorded unseen: under every field where cards are typed, this line shows each card
with its symbol and its suit's name in the language of the moment, red suits in red,
as the keys are typed; the field's tooltip says what each suit letter means.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from deskapp.core.cards import Card, card_tokens, parse_card, suit_letters
from deskapp.core.errors import UserError
from deskapp.core.wording import quoted
from deskapp.ui.plain import escaped, make_rich, set_tip
from deskapp.ui.style import ERROR, MUTED_TEXT, SUIT_BLACK, SUIT_RED


class CardReading(QLabel):
    """The reading of ``field``'s cards, kept up to date as it is typed in."""

    def __init__(self, field: QLineEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        make_rich(self)
        self.setObjectName(f"{field.objectName()}_reading")
        self.setWordWrap(True)
        self.field = field
        set_tip(field, self._letters())
        field.textChanged.connect(self._show)
        self._show()

    def _letters(self) -> str:
        return self.tr("Suits: {letters}").format(letters=suit_letters())

    def _show(self) -> None:
        # What each letter means is the field's tooltip (set with the language, not at each
        # key); the line takes room only once something is typed (at 1100×720 a key shown
        # all the time pushed the result out of sight), and says at once which typed word
        # is not a card, not only on Enter.
        shown = []
        problem = ""
        for token in card_tokens(self.field.text()):
            try:
                shown.append(_card(parse_card(token)))
            except UserError as error:
                problem = problem or str(error)
                not_a_card = self.tr("'{typed}' is not a card").format(typed=quoted(token))
                shown.append(f"<span style='color:{ERROR}'>{escaped(not_a_card)}</span>")
        set_tip(self, problem or self._letters())
        if not shown:
            self.setText("")
            return
        text = self.tr("Read as: {cards}").format(cards=" · ".join(shown))
        self.setText(f"<span style='color:{MUTED_TEXT}; font-size:13pt'>{text}</span>")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The suits' names and the ranks' letters are the language's.
            set_tip(self.field, self._letters())
            self._show()
        super().changeEvent(event)


def _card(card: Card) -> str:
    """One card of the reading: its label in its colour, with its suit's name."""
    colour = SUIT_RED if card.is_red else SUIT_BLACK
    shown = f"<b style='color:{colour}'>{escaped(card.label)}</b>"
    if card.suit is not None:
        shown += f" {escaped(card.suit.word)}"
    return shown
