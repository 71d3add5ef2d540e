"""The cinematic-cards table at play: typed actions performed on a :class:`CinematicState`.

A session's setup names the players (their whole sheets: luck, attributes,
skills, the blessings and curses active on them, and notes, so that Update
Sheets can write them back whole), the Chronicler, the table options and
whether the decks are physical (mirror). Each action is one of the records of
:mod:`deskapp.systems.cinematic.actions`, stored as JSON:

- ``{"do": "test", "player": "Bára", "attribute": 3, "skill": 2, "difficulty": 9,
  "initiated": true, "card": null, "drawn": null, "attribute_name": "Dexterity",
  "skill_name": "Guns"}`` — a test (U-01 … U-23);
- ``{"do": "refill", "player": "Bára", "cards": null}`` — deal an empty hand (U-21);
- ``{"do": "bless" | "curse", "player": "Bára", "level": 2, "name": "Ward",
  "cards": null}`` — a blessing or a curse (U-31);
- ``{"do": "peek", "power": "astral_vision", "viewer": "Ota", "target": "Bára",
  "position": null}`` — one of the eight powers (U-40, U-41);
- ``{"do": "show_card", "player": "Bára", "card": "QH", "to": "Ota"}`` — a card of the
  hand shown to one other player (issue 27).

Every handler returns an :class:`~deskapp.core.play.actions.ActionResult` whose
``outcome`` is data (codes, numbers, public cards in notation, names; never a
card seen privately) and whose ``detail`` is a :class:`Played` for the screen.
Undo and redo are the play kernel's (:mod:`deskapp.core.play.kernel`): it
rebuilds the table by replaying the actions in effect, so this driver only
moves forward, and what it remembers of past actions is exactly those in effect.

Blessings and curses on a sheet when the session starts are applied to the
starting hands (a mirror table applies them by hand once the hand is typed in);
they set the table, so undo never takes them back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar, NamedTuple, Self, TypeVar

from deskapp.core.cards import Card
from deskapp.core.decks import DISCARD, DRAW, HAND, Decks
from deskapp.core.i18n import translate
from deskapp.core.play.actions import ActionDriver, ActionResult, MisplacedCardError
from deskapp.core.play.deck_actions import (
    DECK_HANDLERS,
    Deal,
    DeckAction,
    DeckHandling,
    DeckRefusedError,
)
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.setup import TableChoice
from deskapp.systems.cinematic.actions import (
    BlessAction,
    CheckAction,
    CurseAction,
    PeekAction,
    RefillAction,
    ShowCardAction,
    SpellAction,
    TakeBackAction,
)
from deskapp.systems.cinematic.powers import Peek
from deskapp.systems.cinematic.rules import Check, CheckResult, CinematicOptions
from deskapp.systems.cinematic.sheet import Blessing, CinematicCharacter
from deskapp.systems.cinematic.state import (
    CHRONICLER,
    CardElsewhereError,
    CinematicError,
    CinematicState,
    Seat,
)
from deskapp.systems.cinematic.view import LatestTest, SeatView, Spell, TableView, seat_label

PLAY = "play"
_T = TypeVar("_T")

Spells = tuple[tuple[str, int], ...]


class Played(NamedTuple):
    """What one action did, for the screen (an :class:`ActionResult`'s ``detail``, never stored).

    ``cards`` are the cards a refill or blessing dealt or a curse took (private);
    ``reshuffled`` names the seats whose deck was shuffled on the way (U-10).
    """

    do: str
    player: str = ""
    check: CheckResult | None = None
    cards: tuple[Card, ...] = ()
    peek: Peek | None = None
    reshuffled: tuple[str, ...] = ()
    source: str = ""
    """The pile a correction took its card from (discard pile or hand)."""


class _Tests(NamedTuple):
    """The tests in effect, newest first, each sharing the older ones. It never changes (a new
    test makes a new one), so the kernel's copies of a driver share it: a copy costs the same
    however many tests were made."""

    action: CheckAction
    result: CheckResult
    older: _Tests | None

    def __deepcopy__(self, _memo: dict[int, Any]) -> _Tests:
        return self

    def oldest_first(self) -> list[tuple[CheckAction, CheckResult]]:
        tests: list[tuple[CheckAction, CheckResult]] = []
        node: _Tests | None = self
        while node is not None:
            tests.append((node.action, node.result))
            node = node.older
        return tests[::-1]


class CinematicDriver(DeckHandling, ActionDriver):
    """Plays a cinematic-cards table for a :class:`~deskapp.core.play.session.PlaySession`."""

    SYSTEM: ClassVar[str] = "cinematic"

    def __init__(
        self,
        state: CinematicState,
        sheets: dict[str, CinematicCharacter],
        whole_sheets: frozenset[str],
    ) -> None:
        self.state = state
        self.sheets = sheets
        # The players whose setup kept their notes: only their sheets can be written back whole.
        self.whole_sheets = whole_sheets
        self.spells: dict[str, Spells] = {seat.name: () for seat in state.seats}
        self._tests: _Tests | None = None
        self._cast_by: frozenset[str] = frozenset()
        """At a mirror table: the players who applied a blessing or curse by hand."""
        self._corrections: tuple[tuple[str, Card, str], ...] = ()
        self._shows: tuple[tuple[str, str, Card], ...] = ()
        """The cards shown in effect: (who showed, to whom, the card), oldest first."""

    # --- setting up ----------------------------------------------------------------

    @classmethod
    def setup_from_campaign(cls, choice: TableChoice) -> dict[str, Any]:
        """The setup of a session for these :class:`CinematicCharacter` sheets and options."""
        return {
            "players": [character.to_json() for character in choice.characters],
            "chronicler": CHRONICLER,
            "options": CinematicOptions.from_json(choice.options).to_json(),
            "mirror": bool(choice.mirror),
        }

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        """A fresh table from its setup: decks shuffled, hands dealt, the sheets' spells applied."""
        if not isinstance(setup, dict) or not isinstance(setup.get("players"), list):
            raise CinematicError(
                translate("CinematicRules", "a cinematic session's setup must list its players")
            )
        mirror = setup.get("mirror", False)
        if not isinstance(mirror, bool):
            raise CinematicError(
                translate(
                    "CinematicRules", "the setup's mirror flag must be true or false, not {value}"
                ).format(value=repr(mirror))
            )
        sheets = {}
        whole = set()
        for data in setup["players"]:
            sheet = CinematicCharacter.from_json(data)
            sheets[sheet.name] = sheet
            # Sessions stored before setups kept the notes have none: those sheets are not whole.
            if "notes" in data:
                whole.add(sheet.name)
        state = CinematicState(
            [Seat(sheet.name, sheet.luck) for sheet in sheets.values()],
            CinematicOptions.from_json(setup.get("options")),
            chronicler=str(setup.get("chronicler", CHRONICLER)),
            mirror=mirror,
            rng=rng,
        )
        driver = cls(state, sheets, frozenset(whole))
        if not mirror:
            for sheet in sheets.values():
                if state.holds_hand(sheet.name):
                    driver._apply_sheet_spells(sheet)
        return driver

    def _apply_sheet_spells(self, sheet: CinematicCharacter) -> None:
        for blessing in sheet.blessings:
            kind = CurseAction if blessing.is_curse else BlessAction
            try:
                self._cast(kind(sheet.name, abs(blessing.level), blessing.name))
            except CinematicError as error:
                raise CinematicError(
                    translate(
                        "CinematicRules", "{name}'s sheet: {spell} cannot be applied: {error}"
                    ).format(name=sheet.name, spell=blessing.name, error=error)
                ) from None

    # --- reading ---------------------------------------------------------------------

    @property
    def options(self) -> CinematicOptions:
        return self.state.options

    @property
    def mirror(self) -> bool:
        return self.state.mirror

    def counts(self, name: str) -> dict[str, int]:
        """How many cards lie in the seat's draw pile, discard pile and hand."""
        deck = self.state.decks.deck(name)
        return {pile: len(deck.piles[pile]) for pile in (DRAW, DISCARD, HAND)}

    def sheet_spells_to_apply(self, name: str) -> Spells:
        """At a mirror table: the sheet's blessings and curses, until one is applied by hand."""
        sheet = self.sheets.get(name)
        if not self.mirror or sheet is None or not self.state.holds_hand(name):
            return ()
        if name in self._cast_by:
            return ()
        return tuple((blessing.name, blessing.level) for blessing in sheet.blessings)

    def sheet_updates(self) -> dict[str, Any]:
        """The players' sheets as play has left them, for the Table page's Update Sheets.

        Only the active blessings and curses change (U-31): those cast at the
        table join the sheet's, and those that ended with an exhausted hand are
        gone; ratings, luck and notes stay as the session began with them. A
        sheet whose spells never reached a hand (nobody holds one at this
        table, or a mirror table has yet to apply them) keeps them as they are.
        Players of a session stored without their notes are left out, rather
        than written back with the notes lost.
        """
        characters = {}
        for name, sheet in self.sheets.items():
            if name not in self.whole_sheets:
                continue
            untouched = not self.state.holds_hand(name) or bool(self.sheet_spells_to_apply(name))
            blessings = sheet.blessings if untouched else _blessings(self.spells[name])
            characters[name] = replace(sheet, blessings=blessings).to_json()
        return {"characters": characters, "game_master": None}

    def corrections(self) -> list[tuple[str, Card, str]]:
        """The corrections in effect at a mirror table: (player, card, the pile it came from)."""
        return list(self._corrections)

    def shows(self) -> list[tuple[str, str, Card]]:
        """The cards shown in effect and still in their player's hand: (who showed, to whom,
        the card), oldest first. A card played or taken since is no secret to show any more."""
        return [show for show in self._shows if show[2] in self._hand(show[0])]

    @property
    def results(self) -> list[CheckResult]:
        """The tests in effect, oldest first."""
        return [result for _action, result in self._tests.oldest_first()] if self._tests else []

    def latest_test(self) -> tuple[CheckAction, CheckResult] | None:
        """The newest test still in effect, with its action (for the names it was made with)."""
        return None if self._tests is None else (self._tests.action, self._tests.result)

    def seat_state(self, name: str) -> dict[str, Any]:
        """One seat: luck, hand size and spells, and every pile in order (bottom card first)."""
        seat = self.state.seat(name)
        deck = self.state.decks.deck(name)
        return {
            **seat.to_json(),
            "holds_hand": self.state.holds_hand(name),
            "hand_size": self.state.hand_size(name),
            "modifier": self.state.modifier(name),
            "refill_due": self.state.refill_due(name),
            # JSON speaks English whatever the user's language: an unnamed spell is "Blessing".
            "spells": [
                [spell or ("Blessing" if level > 0 else "Curse"), level]
                for spell, level in self.spells[name]
            ],
            "piles": {
                pile: [card.notation for card in deck.piles[pile]]
                for pile in (DRAW, DISCARD, HAND, PLAY)
            },
        }

    def state_json(self) -> dict[str, Any]:
        """Every seat's piles, hand size and spells, and the tests in effect."""
        return {
            "options": self.options.to_json(),
            "mirror": self.mirror,
            "seats": [self.seat_state(seat.name) for seat in self.state.seats],
            "results": [result.to_json() for result in self.results],
        }

    def view(self) -> TableView:
        """The table as the screen shows it: typed and frozen."""
        latest = self.latest_test()
        return TableView(
            self.options,
            self.mirror,
            tuple(self._seat_view(seat.name) for seat in self.state.seats),
            None
            if latest is None
            else LatestTest(
                latest[0].player,
                latest[0].attribute,
                latest[0].skill,
                latest[0].attribute_name,
                latest[0].skill_name,
                latest[1],
            ),
        )

    def _seat_view(self, name: str) -> SeatView:
        seat = self.state.seat(name)
        counts = self.counts(name)
        return SeatView(
            name=name,
            luck=seat.luck,
            chronicler=seat.chronicler,
            holds_hand=self.state.holds_hand(name),
            hand_size=self.state.hand_size(name),
            modifier=self.state.modifier(name),
            refill_due=self.state.refill_due(name),
            spells=tuple(Spell(spell, level) for spell, level in self.spells[name]),
            draw=counts[DRAW],
            discard=counts[DISCARD],
            hand=tuple(self.state.hand(name)),
            sheet=self.sheets.get(name),
            spells_to_apply=tuple(
                Spell(spell, level) for spell, level in self.sheet_spells_to_apply(name)
            ),
        )

    # --- acting ---------------------------------------------------------------------

    def _test(self, action: CheckAction) -> ActionResult:
        name = action.player
        check = Check(action.attribute, action.skill, action.difficulty)
        card = action.hand_card
        drawn = action.drawn_cards
        if self.mirror and not drawn and card is None:
            raise CinematicError(
                translate(
                    "CinematicRules", "type the cards drawn from {name}'s real deck (mirror mode)"
                ).format(name=name)
            )
        # Playing the last card exhausts the hand, and with it its blessings and curses (U-31).
        exhausts = card is not None and not action.initiated and len(self._hand(name)) == 1
        result, reshuffled = self._watching(
            name,
            lambda: self.state.test(
                name, check, initiated=action.initiated, card=card, drawn=drawn
            ),
        )
        if exhausts:
            self.spells[name] = ()
        played = Played("test", name, check=result, reshuffled=reshuffled)
        self._tests = _Tests(action, result, self._tests)
        outcome = {
            "player": name,
            "cards": [used.card.notation for used in result.cards],
            "first_source": result.cards[0].source.value,
            "chance": result.chance,
            "total": result.total,
            "outcome": result.outcome.value,
            "rule": result.rule,
            "reshuffled": list(reshuffled),
        }
        return ActionResult("test", outcome, played)

    def _refill(self, action: RefillAction) -> ActionResult:
        name = action.player
        dealt, reshuffled = self._watching(
            name, lambda: self.state.refill_hand(name, action.typed_cards)
        )
        played = Played("refill", name, cards=tuple(dealt), reshuffled=reshuffled)
        # A hand of no cards deals nothing: the table did not change, undo passes over it.
        return ActionResult("refill", _hand_outcome(played), played, in_effect=bool(dealt))

    def _spell(self, action: SpellAction) -> ActionResult:
        played = self._cast(action)
        self._cast_by |= {played.player}
        return ActionResult(action.KIND, _hand_outcome(played), played)

    def _cast(self, action: SpellAction) -> Played:
        """A blessing or a curse (U-31), remembered by name until the hand is exhausted."""
        name, level = action.player, action.level
        # An unnamed spell keeps no name: the screen calls it a blessing or a curse in the
        # language of the moment, and Update Sheets names it when it writes the sheet.
        spell = action.name or ""
        cards = action.typed_cards
        held = len(self._hand(name)) if self.state.holds_hand(name) else 0
        if isinstance(action, BlessAction):
            moved, reshuffled = self._watching(name, lambda: self.state.bless(name, level, cards))
            self.spells[name] = (*self.spells[name], (spell.strip(), level))
        else:
            moved, reshuffled = self._watching(name, lambda: self.state.curse(name, level, cards))
            # A curse that empties the hand exhausts it: the new hand is free of spells.
            emptied = level == held
            self.spells[name] = () if emptied else (*self.spells[name], (spell.strip(), -level))
        return Played(action.KIND, name, cards=tuple(moved), reshuffled=reshuffled)

    def _peek(self, action: PeekAction) -> ActionResult:
        """Who looked at which of whose cards with which power; never the card itself (U-41)."""
        peek = self.state.peek(action.power, action.viewer, action.target, action.position)
        outcome = {
            "viewer": peek.viewer,
            "target": peek.target,
            "power": peek.power.value,
            "pile": peek.pile,
            "position": peek.position,
        }
        # A look changes nothing on the table: undo and redo pass over it.
        return ActionResult(
            "peek", outcome, Played("peek", peek.viewer, peek=peek), in_effect=False
        )

    def _take_back(self, action: TakeBackAction) -> ActionResult:
        """A mirror table's correction: the card back on top of the player's draw pile."""
        card = action.named_card
        source = self.state.take_back(action.player, card)
        name = self.state.seat(action.player).name
        self._corrections = (*self._corrections, (name, card, source))
        return ActionResult("take_back", {"player": name, "card": card.notation, "from": source})

    def _show_card(self, action: ShowCardAction) -> ActionResult:
        """Who showed a card to whom; the card stays in the action, never in the outcome."""
        name = self.state.seat(action.player).name
        to = self.state.seat(action.to).name
        if not self.state.holds_hand(name):
            raise CinematicError(
                translate(
                    "CinematicRules",
                    "{name} holds no hand at this table: there is no card to show (U-10)",
                ).format(name=seat_label(name))
            )
        if to == name:
            raise CinematicError(
                translate("CinematicRules", "{name} cannot show a card to themselves").format(
                    name=seat_label(name)
                )
            )
        card = action.named_card
        if card not in self._hand(name):
            raise CinematicError(
                translate("CinematicRules", "{card} is not in {name}'s hand").format(
                    card=card.label, name=seat_label(name)
                )
            )
        self._shows = (*self._shows, (name, to, card))
        return ActionResult("show_card", {"player": name, "to": to})

    def perform(self, action: dict[str, Any] | Any) -> ActionResult:
        try:
            return super().perform(action)
        except CardElsewhereError as error:
            # The real deck says otherwise: offer the correction beside the refusal.
            owner = _owner(self, action)
            if owner is None or error.pile not in ("discard", HAND):
                raise
            pile = (
                translate("CinematicRules", "{name}'s hand")
                if error.pile == HAND
                else translate("CinematicRules", "{name}'s discard pile")
            )
            raise MisplacedCardError(
                str(error),
                error.card.label,
                pile.format(name=owner),
                TakeBackAction(owner, error.card.notation).to_json(),
            ) from None

    HANDLERS: ClassVar[dict[Any, Callable[[Any, Any], ActionResult]]] = {
        CheckAction: _test,
        RefillAction: _refill,
        BlessAction: _spell,
        CurseAction: _spell,
        PeekAction: _peek,
        TakeBackAction: _take_back,
        ShowCardAction: _show_card,
        **DECK_HANDLERS,
    }

    @property
    def table_decks(self) -> Decks:
        return self.state.decks

    def owner_name(self, owner: str) -> str:
        return seat_label(owner)

    def dealt_to(self, player: str) -> tuple[str, str]:
        """A player's own deck and hand: cards are dealt only where hands are held (U-20)."""
        name = self.state.seat(player).name
        if not self.state.holds_hand(name):
            raise DeckRefusedError(
                translate(
                    "CinematicRules",
                    "{name} holds no hand at this table: every test draws from the deck (U-10)",
                ).format(name=seat_label(name))
            )
        return name, HAND

    def deck_refusal(self, action: DeckAction) -> str | None:
        """The cinematic rules' word on dealing (issue 28): only to an empty hand (U-21), and
        no more than the hand holds (U-20). Every other handling of a deck is the Chronicler's."""
        if not isinstance(action, Deal):
            return None
        for player in action.players:
            name = self.state.seat(player).name
            if self.state.hand(name):
                return translate(
                    "CinematicRules",
                    "{name}'s hand still holds cards: no new cards come until it is empty (U-21)",
                ).format(name=seat_label(name))
            size = self.state.hand_size(name)
            if action.count > size:
                return translate(
                    "CinematicRules", "{name}'s hand holds %n card(s) (U-20)", None, size
                ).format(name=seat_label(name))
        return None

    def _hand(self, name: str) -> list[Card]:
        return self.state.decks.pile(self.state.seat(name).name, HAND)

    def _watching(self, name: str, act: Callable[[], _T]) -> tuple[_T, tuple[str, ...]]:
        """Do ``act`` on ``name``'s deck, the only one an action moves cards in, and name that
        deck if its draw pile was shuffled on the way (U-10)."""
        deck = self.state.decks.decks.get(name)  # none for a name the action then refuses
        before = 0 if deck is None else deck.reshuffles
        value = act()
        return value, (name,) if deck is not None and deck.reshuffles > before else ()


def _owner(driver: CinematicDriver, action: Any) -> str | None:
    """Whose deck a refused action drew from: its player, as the table spells the name."""
    player = action.get("player") if isinstance(action, dict) else getattr(action, "player", None)
    if not isinstance(player, str):
        return None
    try:
        return driver.state.seat(player).name
    except CinematicError:
        return None


def _hand_outcome(played: Played) -> dict[str, Any]:
    """A refill's, blessing's or curse's outcome: whose hand and how many cards, never which."""
    return {
        "player": played.player,
        "count": len(played.cards),
        "reshuffled": list(played.reshuffled),
    }


def _blessings(spells: Spells) -> tuple[Blessing, ...]:
    """Spells active at the table as a sheet's blessings, which must each have their own name.

    A spell whose name was only blanks is called Blessing or Curse, as an
    unnamed one is; a second spell of a name already there (two Wards on one hand)
    stays a blessing of its own, numbered, so the next hand gets the same cards.
    """
    blessings: list[Blessing] = []
    for name, level in spells:
        base = name or Spell(name, level).label
        unique, number = base, 1
        while any(blessing.name.casefold() == unique.casefold() for blessing in blessings):
            number += 1
            unique = f"{base} {number}"
        blessings.append(Blessing(unique, level))
    return tuple(blessings)
