"""The cinematic-cards table at play: JSON actions performed on a :class:`CinematicTable`.

A session's setup names the players (their whole sheets: luck, attributes,
skills, the blessings and curses active on them, and notes, so that Update
Sheets can write them back whole), the Chronicler, the table options and
whether the decks are physical (mirror). Each action is a small JSON object:

- ``{"do": "test", "player": "Bára", "attribute": 3, "skill": 2, "difficulty": 9,
  "initiated": true, "card": null, "drawn": null, "attribute_name": "Dexterity",
  "skill_name": "Guns"}`` — a test (U-01 … U-23); ``card`` is the hand card played
  on a test the player did not initiate, ``drawn`` the cards typed in at a mirror
  table (``["QH", "4C"]``); the two names only label the history line.
- ``{"do": "refill", "player": "Bára", "cards": null}`` — deal an empty hand (U-21);
  ``cards`` are typed in at a mirror table.
- ``{"do": "bless" | "curse", "player": "Bára", "level": 2, "name": "Ward",
  "cards": null}`` — a blessing draws ``level`` cards (typed in at a mirror table),
  a curse takes ``level`` cards from the hand (named, or picked at random) (U-31).
- ``{"do": "peek", "power": "astral_vision", "viewer": "Ota", "target": "Bára",
  "position": null}`` — one of the eight powers (U-40, U-41).
- ``{"do": "undo"}``, ``{"do": "redo"}``.

Blessings and curses on a sheet when the session starts are applied to the
starting hands (a mirror table applies them by hand once the hand is typed in);
they set the table, so undo never takes them back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Self, TypeVar

from deskapp.core.cards import Card, parse_card
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.table import DISCARD, DRAW, HAND
from deskapp.core.table.events import Gather
from deskapp.systems.cinematic.card_table import CHRONICLER, CinematicError, CinematicTable, Seat
from deskapp.systems.cinematic.powers import Peek, Reach
from deskapp.systems.cinematic.rules import (
    MIN_DIFFICULTY,
    Check,
    CheckResult,
    CinematicOptions,
    Source,
)
from deskapp.systems.cinematic.sheet import Blessing, CinematicCharacter

PLAY = "play"
_T = TypeVar("_T")

# The fields each action may hold besides "do"; _REQUIRED names those it must hold.
_FIELDS: dict[str, tuple[str, ...]] = {
    "test": (
        "player",
        "attribute",
        "skill",
        "difficulty",
        "initiated",
        "card",
        "drawn",
        "attribute_name",
        "skill_name",
    ),
    "refill": ("player", "cards"),
    "bless": ("player", "level", "name", "cards"),
    "curse": ("player", "level", "name", "cards"),
    "peek": ("power", "viewer", "target", "position"),
    "undo": (),
    "redo": (),
}
_REQUIRED: dict[str, tuple[str, ...]] = {
    "test": ("player", "attribute", "skill"),
    "refill": ("player",),
    "bless": ("player", "level"),
    "curse": ("player", "level"),
    "peek": ("power", "viewer", "target"),
}

Spells = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Done:
    """What one action did: for the screen to show and for its history line.

    ``cards`` are the cards a refill or blessing dealt or a curse took (private:
    never in the history); ``step`` is what an undo took back or a redo did
    again; ``reshuffled`` names the seats whose deck was shuffled on the way (U-10).
    """

    do: str
    player: str = ""
    check: CheckResult | None = None
    cards: tuple[Card, ...] = ()
    peek: Peek | None = None
    step: str = ""
    reshuffled: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Step:
    """An action undo can take back, with the active blessings and curses around it."""

    action: dict[str, Any]
    done: Done
    before: dict[str, Spells]
    after: dict[str, Spells]

    @property
    def text(self) -> str:
        # Worked out when asked: a replay of thousands of actions never needs it.
        return _short(self.action, self.done)


class CinematicDriver:
    """Plays a cinematic-cards table for a :class:`~deskapp.core.play.session.PlaySession`."""

    SYSTEM: ClassVar[str] = "cinematic"

    def __init__(
        self,
        table: CinematicTable,
        sheets: dict[str, CinematicCharacter],
        whole_sheets: frozenset[str],
    ) -> None:
        self.table = table
        self.sheets = sheets
        # The players whose setup kept their notes: only their sheets can be written back whole.
        self.whole_sheets = whole_sheets
        self.spells: dict[str, Spells] = {seat.name: () for seat in table.seats}
        self._done: list[_Step] = []
        self._undone: list[_Step] = []

    # --- setting up ----------------------------------------------------------------

    @classmethod
    def setup_from_campaign(
        cls,
        characters: list[Any],
        game_master: Any | None,
        options: dict[str, Any],
        mirror: bool,
    ) -> dict[str, Any]:
        """The setup of a session for these :class:`CinematicCharacter` sheets and options."""
        if not characters:
            raise CinematicError(
                "tick at least one character to play (add them in Characters mode)"
            )
        return {
            "players": [character.to_json() for character in characters],
            "chronicler": CHRONICLER,
            "options": CinematicOptions.from_json(options).to_json(),
            "mirror": bool(mirror),
        }

    @classmethod
    def from_setup(cls, setup: dict[str, Any], rng: RecordedRandom) -> Self:
        """A fresh table from its setup: decks shuffled, hands dealt, the sheets' spells applied."""
        if not isinstance(setup, dict) or not isinstance(setup.get("players"), list):
            raise CinematicError("a cinematic session's setup must list its players")
        mirror = setup.get("mirror", False)
        if not isinstance(mirror, bool):
            raise CinematicError(f"the setup's mirror flag must be true or false, not {mirror!r}")
        sheets = {}
        whole = set()
        for data in setup["players"]:
            sheet = CinematicCharacter.from_json(data)
            sheets[sheet.name] = sheet
            # Sessions stored before setups kept the notes have none: those sheets are not whole.
            if "notes" in data:
                whole.add(sheet.name)
        table = CinematicTable(
            [Seat(sheet.name, sheet.luck) for sheet in sheets.values()],
            CinematicOptions.from_json(setup.get("options")),
            chronicler=str(setup.get("chronicler", CHRONICLER)),
            mirror=mirror,
            rng=rng,
        )
        driver = cls(table, sheets, frozenset(whole))
        if not mirror:
            for sheet in sheets.values():
                if table.holds_hand(sheet.name):
                    driver._apply_sheet_spells(sheet)
        return driver

    def _apply_sheet_spells(self, sheet: CinematicCharacter) -> None:
        for blessing in sheet.blessings:
            do = "curse" if blessing.is_curse else "bless"
            action = {
                "do": do,
                "player": sheet.name,
                "level": abs(blessing.level),
                "name": blessing.name,
            }
            try:
                self._spell(action, do)
            except CinematicError as error:
                raise CinematicError(
                    f"{sheet.name}'s sheet: {blessing.name} cannot be applied: {error}"
                ) from None

    # --- reading ---------------------------------------------------------------------

    @property
    def options(self) -> CinematicOptions:
        return self.table.options

    @property
    def mirror(self) -> bool:
        return self.table.mirror

    def seat_names(self) -> list[str]:
        """Players first, in setup order, then the Chronicler."""
        return [seat.name for seat in self.table.seats]

    def counts(self, name: str) -> dict[str, int]:
        """How many cards lie in the seat's draw pile, discard pile and hand."""
        deck = self.table.table.deck(name)
        return {pile: len(deck.piles[pile]) for pile in (DRAW, DISCARD, HAND)}

    def sheet_spells_to_apply(self, name: str) -> Spells:
        """At a mirror table: the sheet's blessings and curses, until one is applied by hand."""
        sheet = self.sheets.get(name)
        if not self.mirror or sheet is None or not self.table.holds_hand(name):
            return ()
        if any(
            step.done.player == name and step.done.do in ("bless", "curse") for step in self._done
        ):
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
            untouched = not self.table.holds_hand(name) or bool(self.sheet_spells_to_apply(name))
            blessings = sheet.blessings if untouched else _blessings(self.spells[name])
            characters[name] = replace(sheet, blessings=blessings).to_json()
        return {"characters": characters, "game_master": None}

    def latest_test(self) -> tuple[dict[str, Any], CheckResult] | None:
        """The newest test still in effect, with its action (for the names it was made with)."""
        for step in reversed(self._done):
            if step.done.check is not None:
                return step.action, step.done.check
        return None

    def seat_state(self, name: str) -> dict[str, Any]:
        """One seat: luck, hand size and spells, and every pile in order (bottom card first)."""
        seat = self.table.seat(name)
        deck = self.table.table.deck(name)
        return {
            **seat.to_json(),
            "holds_hand": self.table.holds_hand(name),
            "hand_size": self.table.hand_size(name),
            "modifier": self.table.modifier(name),
            "refill_due": self.table.refill_due(name),
            "spells": [list(spell) for spell in self.spells[name]],
            "piles": {
                pile: [card.notation for card in deck.piles[pile]]
                for pile in (DRAW, DISCARD, HAND, PLAY)
            },
        }

    def state_json(self) -> dict[str, Any]:
        """Every seat's piles, hand size and spells, the tests in effect, undo and redo."""
        return {
            "options": self.options.to_json(),
            "mirror": self.mirror,
            "seats": [self.seat_state(seat.name) for seat in self.table.seats],
            "results": [result.to_json() for result in self.table.results],
            "undo": self.undo_description(),
            "redo": self.redo_description(),
        }

    def undo_description(self) -> str | None:
        return self._done[-1].text if self._done else None

    def redo_description(self) -> str | None:
        return self._undone[-1].text if self._undone else None

    # --- acting ---------------------------------------------------------------------

    def perform(self, action: dict[str, Any]) -> Done:
        """Do one action and say what it did; a refused one raises a UserError and changes nothing."""
        do = _check_fields(action)
        if do == "undo":
            return self._undo()
        if do == "redo":
            return self._redo()
        if do == "peek":
            return Done("peek", action["viewer"], peek=self._peek(action))
        before = dict(self.spells)
        start = len(self.table.table.log)
        done = self._test(action) if do == "test" else self._change_hand(action, do)
        # A hand of no cards deals nothing: no change, nothing to undo.
        if any(event.ops for event in self.table.table.log[start:]):
            self._done.append(_Step(action, done, before, dict(self.spells)))
            self._undone.clear()
        return done

    def _test(self, action: dict[str, Any]) -> Done:
        name = _text(action, "player")
        check = Check.from_json(
            {
                "attribute": action["attribute"],
                "skill": action["skill"],
                "difficulty": action.get("difficulty", MIN_DIFFICULTY),
            }
        )
        initiated = action.get("initiated", True)
        if not isinstance(initiated, bool):
            raise CinematicError(f"'initiated' must be true or false, not {initiated!r}")
        card = _card(action.get("card"), "card")
        drawn = _cards(action.get("drawn"), "drawn")
        if self.mirror and not drawn and card is None:
            raise CinematicError(f"type the cards drawn from {name}'s real deck (mirror table)")
        # Playing the last card exhausts the hand, and with it its blessings and curses (U-31).
        exhausts = card is not None and not initiated and len(self._hand(name)) == 1
        result, reshuffled = self._watching(
            lambda: self.table.test(name, check, initiated=initiated, card=card, drawn=drawn)
        )
        if exhausts:
            self.spells[name] = ()
        return Done("test", name, check=result, reshuffled=reshuffled)

    def _change_hand(self, action: dict[str, Any], do: str) -> Done:
        if do == "refill":
            name = _text(action, "player")
            cards = _cards(action.get("cards"), "cards")
            dealt, reshuffled = self._watching(lambda: self.table.refill_hand(name, cards))
            return Done("refill", name, cards=tuple(dealt), reshuffled=reshuffled)
        return self._spell(action, do)

    def _spell(self, action: dict[str, Any], do: str) -> Done:
        """A blessing or a curse (U-31), remembered by name until the hand is exhausted."""
        name = _text(action, "player")
        level = action["level"]
        spell = action.get("name") or ("Blessing" if do == "bless" else "Curse")
        if not isinstance(spell, str):
            raise CinematicError(f"a {do}'s name must be text, not {spell!r}")
        cards = _cards(action.get("cards"), "cards")
        held = len(self._hand(name)) if self.table.holds_hand(name) else 0
        if do == "bless":
            moved, reshuffled = self._watching(lambda: self.table.bless(name, level, cards))
            self.spells[name] = (*self.spells[name], (spell.strip(), level))
        else:
            moved, reshuffled = self._watching(lambda: self.table.curse(name, level, cards))
            # A curse that empties the hand exhausts it: the new hand is free of spells.
            emptied = level == held
            self.spells[name] = () if emptied else (*self.spells[name], (spell.strip(), -level))
        return Done(do, name, cards=tuple(moved), reshuffled=reshuffled)

    def _peek(self, action: dict[str, Any]) -> Peek:
        position = action.get("position")
        if position is not None and (
            not isinstance(position, int) or isinstance(position, bool) or position < 0
        ):
            raise CinematicError(f"a peek's position must be 0 or more, not {position!r}")
        return self.table.peek(
            _text(action, "power"), _text(action, "viewer"), _text(action, "target"), position
        )

    def _undo(self) -> Done:
        if not self._done:
            raise CinematicError("there is nothing to undo")
        step = self._done.pop()
        self.table.undo()
        self.spells = dict(step.before)
        self._undone.append(step)
        return Done("undo", step.done.player, step=step.text)

    def _redo(self) -> Done:
        if not self._undone:
            raise CinematicError("there is nothing to redo")
        step = self._undone.pop()
        self.table.redo()
        self.spells = dict(step.after)
        self._done.append(step)
        return Done("redo", step.done.player, step=step.text)

    def _hand(self, name: str) -> list[Card]:
        return self.table.table.pile(self.table.seat(name).name, HAND)

    def _watching(self, act: Callable[[], _T]) -> tuple[_T, tuple[str, ...]]:
        """Do ``act`` and name the decks whose discard pile went back into the draw pile (U-10)."""
        start = len(self.table.table.log)
        value = act()
        reshuffled: list[str] = []
        for event in self.table.table.log[start:]:
            for op in event.ops:
                gathered = isinstance(op, Gather) and op.source == DISCARD and op.target == DRAW
                if (gathered or event.kind == "shuffle") and op.deck not in reshuffled:
                    reshuffled.append(op.deck)
        return value, tuple(reshuffled)

    # --- telling ----------------------------------------------------------------------

    def describe(self, action: dict[str, Any], result: Done) -> str:
        """The history line: who did what, with every public card — never a private one."""
        line = _describe(action, result)
        if result.reshuffled:
            whose = ", ".join(f"{name}'s" for name in result.reshuffled)
            decks = "decks" if len(result.reshuffled) > 1 else "deck"
            line += f" — {whose} {decks} reshuffled"
        return line


def _describe(action: dict[str, Any], result: Done) -> str:
    player = result.player
    if result.do == "test" and result.check is not None:
        check = result.check.check
        attribute = _rated(action.get("attribute_name"), check.attribute)
        skill = _rated(action.get("skill_name"), check.skill)
        played = " (card from the hand)" if result.check.cards[0].source is Source.HAND else ""
        return (
            f"{player}: {attribute} + {skill} vs {check.difficulty}{played} — "
            f"{result.check.describe()}"
        )
    if result.do == "refill":
        return f"{player}'s new hand: {_count(len(result.cards))}"
    if result.do in ("bless", "curse"):
        spell = action.get("name") or ""
        by = f" by {spell}" if spell else ""
        if result.do == "bless":
            return f"{player} blessed{by}: +{_count(len(result.cards))} until the hand is exhausted"
        return f"{player} cursed{by}: −{_count(len(result.cards))} until the hand is exhausted"
    if result.do == "peek" and result.peek is not None:
        return _describe_peek(result.peek)
    if result.do == "undo":
        return f"Undone: {result.step}"
    return f"Redone: {result.step}"


def _short(action: dict[str, Any], done: Done) -> str:
    """What undo or redo would take back or do again, short enough for a menu item."""
    if done.check is not None:
        cards = " ".join(used.card.label for used in done.check.cards)
        return f"{done.player}'s test ({cards} → {done.check.outcome.label})"
    if done.do == "refill":
        return f"{done.player}'s new hand"
    kind = "blessing" if done.do == "bless" else "curse"
    spell = action.get("name")
    return f"{done.player}'s {kind} ({spell})" if spell else f"{done.player}'s {kind}"


def _describe_peek(peek: Peek) -> str:
    """Who looked at which of whose cards with which power; never the card itself (U-41)."""
    whose = "their own" if peek.viewer == peek.target else f"{peek.target}'s"
    if peek.pile == HAND:
        where = f"card {peek.position + 1} of {whose} hand"
    elif peek.power.reach is Reach.NEXT_CARD or peek.position == 0:
        where = f"the next card of {whose} draw pile"
    else:
        where = f"card {peek.position + 1} from the top of {whose} draw pile"
    return f"{peek.viewer} used {peek.power.label} and looked at {where}"


def _check_fields(action: Any) -> str:
    if not isinstance(action, dict):
        raise CinematicError(f"an action must be a JSON object, not {action!r:.40}")
    do = action.get("do")
    if do not in _FIELDS:
        raise CinematicError(f"unknown action '{do}' (actions: {', '.join(_FIELDS)})")
    allowed = _FIELDS[do]
    for key in action:
        if key != "do" and key not in allowed:
            raise CinematicError(
                f"a {do} action has no field '{key}' (fields: {', '.join(allowed) or 'none'})"
            )
    for key in _REQUIRED.get(do, ()):
        if key not in action:
            raise CinematicError(f"a {do} action must name its {key}")
    return do


def _text(action: dict[str, Any], key: str) -> str:
    value = action[key]
    if not isinstance(value, str):
        raise CinematicError(f"'{key}' must be a name, not {value!r:.40}")
    return value


def _card(value: Any, key: str) -> Card | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise CinematicError(f"'{key}' must be a card such as QH, not {value!r:.40}")
    return parse_card(value)


def _cards(value: Any, key: str) -> list[Card] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise CinematicError(f'\'{key}\' must be a list of cards such as ["QH", "4C"]')
    return [parse_card(item) for item in value]


def _blessings(spells: Spells) -> tuple[Blessing, ...]:
    """Spells active at the table as a sheet's blessings, which must each have their own name.

    A spell whose name was only blanks is called Blessing or Curse, as an
    unnamed one is; a second spell of a name already there (two Wards on one hand)
    stays a blessing of its own, numbered, so the next hand gets the same cards.
    """
    blessings: list[Blessing] = []
    for name, level in spells:
        base = name or ("Blessing" if level > 0 else "Curse")
        unique, number = base, 1
        while any(blessing.name.casefold() == unique.casefold() for blessing in blessings):
            number += 1
            unique = f"{base} {number}"
        blessings.append(Blessing(unique, level))
    return tuple(blessings)


def _rated(name: Any, rating: int) -> str:
    return f"{name} {rating}" if isinstance(name, str) and name else str(rating)


def _count(number: int) -> str:
    return f"{number} card" if number == 1 else f"{number} cards"


DRIVER = CinematicDriver
