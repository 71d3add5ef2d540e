"""From a campaign to printable card specs: which cards a group prints, in what order.

The printables engine draws plain card specs; this module decides what those
are for a campaign. It reads the campaign once into a :class:`PrintSource` (a
snapshot, so the GUI can read in its own thread and render in another), then
builds every card it holds with each rule system's print faces
(``deskapp.systems.<key>.printing``), each tagged with its kind name (the words ``deskapp print --cards`` takes) and its
owner.

Printed cards show what the sheets record — aspects, relationship values, scores,
ratings, the damage in a Scar — and leave what changes within a scene blank
(exhausted boxes unticked), since players mark that in pencil at the table.

Every printed word comes from one :class:`~printables.labels.Labels`, so a
translation only has to pass other labels in.
"""

from __future__ import annotations

import hashlib
import inspect
import json
from collections import Counter
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from types import ModuleType
from typing import Any, Generic, TypeVar, overload

from deskapp.core import systems
from deskapp.core.cards import DeckSpec
from deskapp.core.errors import UserError
from deskapp.core.i18n import QT_TRANSLATE_NOOP, translate
from deskapp.core.options import TableOptions
from deskapp.core.store import CampaignFile, CharacterRow
from printables import kinds
from printables.document import check_cancelled
from printables.faces import default_back
from printables.geometry import PrintOptionError
from printables.kinds import playing_deck
from printables.labels import ENGLISH, Labels
from printables.specs import CardSpec, card_title

_CHARACTER = "character"
_RULES = "rules"
_DECK_54 = "deck-54"


Model = TypeVar("Model")
"""A rule system's character model (its sheet), as :class:`PrintableCharacter` holds it."""


def card_kinds() -> dict[str, str]:
    """Every card kind by the name ``--cards`` takes, with what it prints; within each
    character's cards, and among the shared ones, cards come in this order.

    Each character's own card first, then each rule system's kinds in the systems'
    order, the rules reference cards, and last the printable decks."""
    with_character = [
        system.display_title()
        for system in systems.specs()
        if any(kind.key == _CHARACTER for kind in system.card_kinds)
    ]
    kinds = {
        _CHARACTER: translate("CardKinds", "each character's own card ({systems})").format(
            systems=_listing(with_character)
        )
    }
    decks: dict[str, str] = {}
    for system in systems.specs():
        for kind in system.card_kinds:
            if kind.key != _CHARACTER:
                # The system marks its help with QT_TRANSLATE_NOOP("Systems", …).
                help = translate("Systems", kind.help)
                (decks if kind.on_request else kinds).setdefault(kind.key, help)
    kinds[_RULES] = translate("CardKinds", "a rules reference card for each rule system in use")
    decks[_DECK_54] = translate("CardKinds", "a full 54-card deck with two jokers")
    return kinds | decks


def kind_titles() -> dict[str, str]:
    """What the Print page calls each kind, in the current language, in print order: the
    core's own kinds (context ``CardKinds``) and each system's (its package marks them,
    context ``Systems``)."""
    titles = {kind: translate("CardKinds", title) for kind, title in _CORE_TITLES.items()}
    for system in systems.specs():
        for kind in system.card_kinds:
            titles.setdefault(kind.key, translate("Systems", kind.title))
    return {kind: titles[kind] for kind in card_kinds()}


_CORE_TITLES = {
    _CHARACTER: QT_TRANSLATE_NOOP("CardKinds", "Character cards"),
    _RULES: QT_TRANSLATE_NOOP("CardKinds", "Rules reference"),
    _DECK_54: QT_TRANSLATE_NOOP("CardKinds", "54-card deck"),
}


def deck_kinds() -> tuple[str, ...]:
    """Printable decks, for groups without cards: only printed when asked for by name."""
    on_request = {
        kind.key for system in systems.specs() for kind in system.card_kinds if kind.on_request
    }
    return tuple(kind for kind in card_kinds() if kind in on_request or kind == _DECK_54)


def default_kinds() -> tuple[str, ...]:
    """What is printed when no kinds are chosen: every card of the campaign (not the decks)."""
    decks = deck_kinds()
    return tuple(kind for kind in card_kinds() if kind not in decks)


@dataclass(frozen=True, slots=True)
class PrintableCharacter(Generic[Model]):
    """One stored character, read: its rule system, its model object and its portrait bytes.

    A system's print faces take it whole: ``owned_cards(character, others, labels)``, where
    ``others`` names every character of its system (relationship cards) and ``labels`` holds
    every printed word."""

    system: str
    name: str
    model: Model
    portrait: bytes | None


@dataclass(frozen=True, slots=True)
class PrintSource:
    """What a campaign prints from, read in one go; holds no connection to the file."""

    characters: tuple[PrintableCharacter, ...] = ()
    game_masters: dict[str, Any] = field(default_factory=dict)
    """Each system's stored GM side; a system is missing when none was written yet."""
    options: dict[str, TableOptions] = field(default_factory=dict)
    """Each system's table options; a system is missing when it has the defaults."""

    def options_of(self, key: str) -> TableOptions:
        return self.options.get(key) or systems.spec(key).options()

    @property
    def names(self) -> list[str]:
        return [character.name for character in self.characters]


@dataclass(frozen=True, slots=True)
class PrintableCard:
    """A card spec with its kind name and whose it is (empty for the GM's and shared cards)."""

    kind: str
    owner: str
    spec: CardSpec


def read_campaign(campaign: CampaignFile) -> PrintSource:
    """Everything printable in a campaign; a character that cannot be read is a UserError."""
    characters = tuple(_printable(row) for row in campaign.characters())
    game_masters = {}
    for system in systems.specs():
        stored = campaign.game_master(system.key) if system.game_master is not None else None
        # An empty document is what undoing the first GM edit leaves: nothing stored either.
        if stored:
            game_masters[system.key] = system.game_master_from_document(stored)
    options = {
        system.key: system.options.from_json(campaign.options(system.key))
        for system in systems.specs()
    }
    return PrintSource(characters, game_masters, options)


def parse_kinds(text: str) -> tuple[str, ...]:
    """A comma list of kind names (``aspect,threat-level``), checked; in print order."""
    wanted = [word.strip().lower().replace("_", "-") for word in text.split(",") if word.strip()]
    if not wanted:
        raise PrintOptionError(
            translate("PrintOptions", "name at least one kind of card: {kinds}").format(
                kinds=", ".join(card_kinds())
            )
        )
    unknown = [word for word in wanted if word not in card_kinds()]
    if unknown:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "unknown kind of card '{kind}': use one or more of {kinds}, separated by commas",
            ).format(kind=unknown[0], kinds=", ".join(card_kinds()))
        )
    return tuple(kind for kind in card_kinds() if kind in wanted)


def parse_names(text: str) -> tuple[str, ...]:
    """A comma list of character names, as typed."""
    names = tuple(name.strip() for name in text.split(",") if name.strip())
    if not names:
        raise UserError(
            translate(
                "PrintOptions", "name at least one character, or leave --characters out for all"
            )
        )
    return names


def chosen_characters(source: PrintSource, names: Iterable[str]) -> tuple[str, ...]:
    """The campaign's spelling of each name (case and spacing do not matter), or a UserError."""
    known = {folded(name): name for name in source.names}
    chosen = []
    for name in names:
        if folded(name) not in known:
            listed = ", ".join(source.names) or translate("PrintOptions", "none yet")
            raise UserError(
                translate(
                    "PrintOptions",
                    "no character called '{name}' in the campaign (characters: {names})",
                ).format(name=name, names=listed)
            )
        chosen.append(known[folded(name)])
    return tuple(chosen)


def cards_to_print(
    source: PrintSource,
    kinds: Sequence[str] | None = None,
    characters: Sequence[str] | None = None,
    labels: Labels = ENGLISH,
    *,
    back_pictures: Mapping[str, bytes] | None = None,
    copies: Mapping[str, int] | None = None,
    blanks: Mapping[str, int] | None = None,
    card_copies: Mapping[CardKey, int] | None = None,
    look: str = "",
    last_printed: Mapping[str, Fingerprint] | None = None,
) -> PrintRun:
    """The specs to print, in print order, with what they print (:class:`PrintRun`).

    ``kinds`` None prints every card of the campaign, or — when characters are
    chosen — every card those characters own. ``characters`` None takes every
    character and every rule system the campaign uses; otherwise only those
    characters and their systems' shared cards. ``back_pictures`` gives the cards
    of a kind a picture of the user's for their back; ``copies`` prints each card of
    a kind that many times (side by side, so the copies are cut together); ``blanks``
    adds that many write-in cards of a kind (:func:`blank_cards`) at the end;
    ``card_copies`` sets the copies of single cards (by :func:`card_key`), over ``copies``.

    ``look`` is what of the print options changes every card's look
    (:attr:`~printables.document.PrintOptions.look`), part of each card's
    :func:`fingerprint`. With ``last_printed`` (the campaign's
    :meth:`~deskapp.core.store.CampaignFile.printed_cards`), only the cards whose face or
    back differs from their last printing are printed (a card never printed differs), and
    the run holds the checklist of those cards; when none differs and no write-in card is
    asked for, :class:`NothingChangedError`.
    """
    if kinds is None and characters is not None:
        chosen = [card for card in campaign_cards(source, characters, labels) if card.owner]
    else:
        wanted = set(default_kinds() if kinds is None else kinds)
        # Only the kinds asked for are built: an agent's relationship cards alone are N − 1.
        cards = campaign_cards(source, characters, labels, kinds=wanted)
        chosen = [card for card in cards if card.kind in wanted]
    pictures, counts = back_pictures or {}, copies or {}
    blank = [
        PrintableCard(kind, "", spec)
        for kind, count in (blanks or {}).items()
        for spec in [blank_cards(labels)[kind]] * count
    ]
    run = PrintRun()
    singles = card_copies or {}
    seen: Counter[CardKey] = Counter()
    for number, card in enumerate(chosen + blank):
        spec = card.spec
        if card.kind in pictures:
            spec = replace(spec, back=replace(default_back(spec), picture=pictures[card.kind]))
        count = singles.get(card_key(card), counts.get(card.kind, 1))
        if number < len(chosen) and count:  # a campaign's card (not a write-in) that prints
            key = card_key(card)
            stored = json.dumps([*key, seen[key]], ensure_ascii=False)
            seen[key] += 1
            face, back = fingerprint(spec, look)
            if last_printed is not None and last_printed.get(stored) == (face, back):
                continue
            run.printed.append((stored, card.owner, face, back))
            if last_printed is not None:
                run.add_to_checklist(card.owner or labels.checklist_shared, spec, count, labels)
        run += [spec] * count
    if last_printed is not None and not run:
        raise NothingChangedError(
            translate(
                "Printing",
                "no card changed since it was last printed: every card is as it was printed",
            )
        )
    return run


Fingerprint = tuple[str, str]
"""What a printed card shows: the fingerprints of its face and of its back."""


class NothingChangedError(UserError):
    """Only the changed cards were asked for, and no card changed since it was printed."""


class PrintRun(list[CardSpec]):
    """The specs of one print, in print order, with what a successful export notes in the
    campaign (:attr:`printed`) and, when only the changed cards print, their
    :attr:`checklist`."""

    def __init__(self) -> None:
        super().__init__()
        self.printed: list[tuple[str, str, str, str]] = []
        """Each campaign card printed, once: ``(key, owner, face, back)``, as
        :meth:`~deskapp.core.store.CampaignFile.record_printed` takes it."""
        self._to_replace: dict[str, Counter[str]] = {}

    def add_to_checklist(self, owner: str, spec: CardSpec, count: int, labels: Labels) -> None:
        kind = getattr(spec, "kind_word", None) or getattr(spec, "kind", "")
        line = card_title(spec)
        if isinstance(kind, str) and kind:  # a playing card's title says it all
            line = labels.checklist_line.format(kind=kind, card=line)
        self._to_replace.setdefault(owner, Counter())[line] += count

    @property
    def checklist(self) -> list[tuple[str, list[str]]]:
        """The cards to replace in the players' piles, by owner (in print order): the
        owner's name (or the shared cards' heading), and one line a card (``×2`` for two
        alike)."""
        return [
            (owner, [line if count == 1 else f"{line} ×{count}" for line, count in lines.items()])
            for owner, lines in self._to_replace.items()
        ]


def fingerprint(spec: CardSpec, look: str = "") -> Fingerprint:
    """The fingerprints of a card's face and back: hashes of everything each side draws —
    the spec's values and words, its portrait's and back picture's bytes — and of ``look``
    (the card size and the options that change its colours). Nothing a card does not show
    is in its spec, so a change no card shows changes no fingerprint."""
    return _digest(look, spec, back=None), _digest(look, default_back(spec))


def _digest(look: str, spec: Any, **changes: Any) -> str:
    """A hash of a frozen spec's repr (every value and word in it, unambiguous: strings are
    quoted), its pictures' bytes (a portrait, a back picture) replaced by their own hash."""
    for item in fields(spec):
        value = getattr(spec, item.name)
        if isinstance(value, bytes):
            changes[item.name] = hashlib.blake2b(value, digest_size=16).hexdigest()
    text = f"{look}|{replace(spec, **changes)!r}"
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


CardKey = tuple[str, str, str]
"""A card of a campaign by its kind, owner and title: stable while the campaign is edited."""


def card_key(card: PrintableCard) -> CardKey:
    return (card.kind, card.owner, card_title(card.spec))


def blank_cards(labels: Labels = ENGLISH) -> dict[str, CardSpec]:
    """A write-in card for each kind whose system makes one (aspects, relationships …),
    from the systems' print faces' ``blank_cards(labels)``, in kind order."""
    blanks: dict[str, CardSpec] = {}
    for system in systems.specs():
        made = getattr(_faces(system.key), "blank_cards", None)
        if made is not None:
            for kind, spec in made(labels):
                blanks.setdefault(kind, spec)
    order = list(card_kinds())
    return dict(sorted(blanks.items(), key=lambda item: order.index(item[0])))


def parse_blanks(texts: Sequence[str]) -> dict[str, int]:
    """``KIND=N`` pairs: how many write-in cards of a kind to add (1 to 100)."""
    blanks = {}
    for kind, value in parse_kind_values(texts, "N").items():
        if kind not in blank_cards():
            raise PrintOptionError(
                translate(
                    "PrintOptions",
                    "there are no write-in cards of the kind {kind}: use one of {kinds}",
                ).format(kind=kind, kinds=", ".join(blank_cards()))
            )
        if not value.isdigit() or not 1 <= int(value) <= MAX_COPIES:
            raise PrintOptionError(
                translate(
                    "PrintOptions",
                    "{value} write-in cards of the kind {kind}: give a whole number from 1 to {most}",
                ).format(value=value, kind=kind, most=MAX_COPIES)
            )
        blanks[kind] = int(value)
    return blanks


def parse_kind_values(texts: Sequence[str], what: str) -> dict[str, str]:
    """``KIND=VALUE`` pairs as typed (``deck-54=back.png``), the kinds checked."""
    pairs: dict[str, str] = {}
    for text in texts:
        kind, equals, value = text.partition("=")
        if not equals or not value.strip():
            raise PrintOptionError(
                translate(
                    "PrintOptions", "'{text}' is not KIND={what}: write it as aspect={what}"
                ).format(text=text, what=what)
            )
        known = parse_kinds(kind)
        if len(known) != 1:
            raise PrintOptionError(
                translate(
                    "PrintOptions", "'{text}' names more than one kind: give one KIND={what} each"
                ).format(text=text, what=what)
            )
        if known[0] in pairs:
            raise PrintOptionError(
                translate(
                    "PrintOptions",
                    "the kind {kind} is given twice ({first} and {second}): give each kind once",
                ).format(kind=known[0], first=f"{known[0]}={pairs[known[0]]}", second=text)
            )
        pairs[known[0]] = value.strip()
    return pairs


MAX_COPIES = 100


def parse_copies(texts: Sequence[str]) -> dict[str, int]:
    """``KIND=N`` pairs: how many of each card of a kind to print, 0 to 100."""
    copies = {}
    for kind, value in parse_kind_values(texts, "N").items():
        if not value.isdigit() or int(value) > MAX_COPIES:
            raise PrintOptionError(
                translate(
                    "PrintOptions",
                    "{value} copies of the cards of the kind {kind}: give a whole number from 0 "
                    "to {most}",
                ).format(value=value, kind=kind, most=MAX_COPIES)
            )
        copies[kind] = int(value)
    return copies


def campaign_cards(
    source: PrintSource,
    characters: Sequence[str] | None = None,
    labels: Labels = ENGLISH,
    *,
    kinds: Container[str] | None = None,
) -> list[PrintableCard]:
    """Every card of ``kinds`` (None: every kind, decks included), for the chosen
    characters (None: all).

    Each character's cards come together, so a player's pile is one stack after
    cutting; the GM's and shared cards follow. A system's faces build only the kinds
    asked for, so the cost follows the cards printed, not the campaign's size.
    """
    chosen = _chosen(source, characters)
    by_system = _names_by_system(source)
    cards: list[PrintableCard] = []
    for character in chosen:
        check_cancelled()  # a cancelled export stops within a character's cards
        cards += _owned_cards(character, by_system[character.system], labels, kinds)
    shared = _shared_cards(source, _in_use(source, characters), labels)
    cards += [card for card in shared if kinds is None or card.kind in kinds]
    order = {kind: index for index, kind in enumerate(card_kinds())}
    # Stable: each owner's cards stay together, in kind order within them.
    owners = {name: index for index, name in enumerate(c.name for c in chosen)}
    cards.sort(key=lambda card: (owners.get(card.owner, len(owners)), order[card.kind]))
    return cards


def card_counts(
    source: PrintSource, characters: Sequence[str] | None = None, labels: Labels = ENGLISH
) -> Counter[str]:
    """How many cards of each kind :func:`campaign_cards` makes for the chosen characters,
    decks included, without making the characters' own: a system's ``card_counts(character,
    names_in_system)`` counts them (its ``owned_cards`` builds them where it has none), so
    the Print page counts an agent's N − 1 relationship cards without drawing up one."""
    counts: Counter[str] = Counter()
    for _character, owned in _owned_counts(source, characters, labels):
        counts.update(owned)
    counts.update(card.kind for card in _shared_cards(source, _in_use(source, characters), labels))
    return counts


def first_owners(
    source: PrintSource,
    characters: Sequence[str] | None,
    kinds: Mapping[str, int],
    enough: int,
    labels: Labels = ENGLISH,
) -> list[str] | None:
    """The fewest chosen characters, in print order, whose own cards of ``kinds`` (each
    counted that many times: its copies) are at least ``enough``: the cards a preview of
    the first ``enough`` begins with. None when all of them own fewer."""
    owners, total = [], 0
    for character, owned in _owned_counts(source, characters, labels):
        owners.append(character.name)
        total += sum(count * kinds.get(kind, 0) for kind, count in owned.items())
        if total >= enough:
            return owners
    return None


def _owned_counts(
    source: PrintSource, characters: Sequence[str] | None, labels: Labels
) -> Iterator[tuple[PrintableCharacter, Mapping[str, int]]]:
    """Each chosen character, in print order, with how many cards of each kind it owns."""
    by_system = _names_by_system(source)
    for character in _chosen(source, characters):
        names = by_system[character.system]
        count = getattr(_faces(character.system), "card_counts", None)
        if count is not None:
            yield character, count(character, names)
        else:
            yield character, Counter(card.kind for card in _owned_cards(character, names, labels))


def _chosen(
    source: PrintSource, characters: Sequence[str] | None
) -> tuple[PrintableCharacter, ...]:
    if characters is None:
        return source.characters
    names = {folded(name) for name in chosen_characters(source, characters)}
    return tuple(character for character in source.characters if folded(character.name) in names)


def _in_use(source: PrintSource, characters: Sequence[str] | None) -> set[str]:
    """The systems whose shared cards print: the chosen characters', and with every
    character chosen, those of the GM's that have been written too."""
    in_use = {character.system for character in _chosen(source, characters)}
    return in_use | set(source.game_masters) if characters is None else in_use


def _names_by_system(source: PrintSource) -> dict[str, Names]:
    by_system: dict[str, list[str]] = {}
    for character in source.characters:
        by_system.setdefault(character.system, []).append(character.name)
    return {system: Names(names) for system, names in by_system.items()}


def character_cards(
    campaign: CampaignFile, character_id: int, labels: Labels = ENGLISH
) -> list[CardSpec]:
    """The cards one stored character owns, for previewing it while it is edited.

    Reads only that character (and the names of the campaign's agents, whom an
    agent has relationship cards toward), so it stays quick in a big campaign.
    """
    character = _printable(campaign.character(character_id))
    names_in_system = Names(lambda: campaign.names_of_system(character.system))
    return [card.spec for card in _owned_cards(character, names_in_system, labels)]


Item = TypeVar("Item")


class Later(Sequence[Item]):
    """A sequence made when first read, then kept: names that only some systems' cards
    need, or a print job's cards, made in the job's thread."""

    def __init__(self, make: Sequence[Item] | Callable[[], Sequence[Item]]) -> None:
        self._make = make
        self._items: Sequence[Item] | None = None

    def _read(self) -> Sequence[Item]:
        if self._items is None:
            make = self._make
            self._items = make() if callable(make) else make
        return self._items

    @overload
    def __getitem__(self, index: int) -> Item: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Item]: ...

    def __getitem__(self, index: int | slice) -> Item | Sequence[Item]:
        return self._read()[index]

    def __len__(self) -> int:
        return len(self._read())


class Names(Later[str]):
    """The names of one system's characters, in campaign order, as a system's
    ``owned_cards`` and ``card_counts`` take them (an agent's relationships name the others).

    Given as a list, or as a function that reads them when first asked for: only some
    systems' cards name the others, and reading a few thousand names costs more than the
    rest of a preview's cards. Their keys (case and spacing aside) are worked out once,
    not once a character."""

    _keys: list[str] | None = None
    _counts: Counter[str] | None = None

    @property
    def keys(self) -> list[str]:
        """Each name's key (case and spacing aside), in the same order."""
        if self._keys is None:
            self._keys = [folded(name) for name in self._read()]
        return self._keys

    def count(self, name: object) -> int:
        """How many of the names are ``name``, case and spacing aside."""
        if self._counts is None:
            self._counts = Counter(self.keys)
        return self._counts[folded(name)] if isinstance(name, str) else 0


def _printable(row: CharacterRow) -> PrintableCharacter[Any]:
    model = systems.spec(row.system).character_from_document(row.name, row.data)
    return PrintableCharacter(row.system, row.name, model, row.portrait)


def _faces(key: str) -> ModuleType:
    system = systems.spec(key)
    return system.load(system.printing)


def rules_card(key: str, labels: Labels = ENGLISH) -> CardSpec:
    """A system's rules reference card, from its spec's ``printed_rules`` in the labels' language."""
    return kinds.rules_card(labels.translated(systems.spec(key).printed_rules), labels=labels)


def _owned_cards(
    character: PrintableCharacter,
    names_in_system: Sequence[str],
    labels: Labels,
    kinds: Container[str] | None = None,
) -> list[PrintableCard]:
    """A character's own cards of ``kinds`` (None: all); ``names_in_system`` names every
    character of its system. A system's ``owned_cards`` may take ``kinds`` and build only
    those; the rest are left out here."""
    faces = _faces(character.system).owned_cards
    if kinds is not None and _takes_kinds(faces):
        specs = faces(character, names_in_system, labels, kinds=kinds)
    else:
        specs = faces(character, names_in_system, labels)
    return [
        PrintableCard(kind, character.name, spec)
        for kind, spec in specs
        if kinds is None or kind in kinds
    ]


@lru_cache(maxsize=16)
def _takes_kinds(function: Callable[..., Any]) -> bool:
    return "kinds" in inspect.signature(function).parameters


def _shared_cards(source: PrintSource, in_use: set[str], labels: Labels) -> list[PrintableCard]:
    """The GM's and the table's cards of the systems in use, their rules cards, and the decks."""
    specs: list[tuple[str, CardSpec]] = []
    for system in systems.specs():
        if system.key in in_use:
            models = [c.model for c in source.characters if c.system == system.key]
            shared = getattr(_faces(system.key), "shared_cards", None)  # GM and table cards
            if shared is not None:
                specs += shared(
                    models,
                    source.game_masters.get(system.key),
                    source.options_of(system.key),
                    labels,
                )
    specs += [
        (_RULES, rules_card(system.key, labels))
        for system in systems.specs()
        if system.key in in_use and system.printed_rules is not None
    ]
    for system in systems.specs():
        decks = getattr(_faces(system.key), "decks", None)  # a deck of the system's own
        if decks is not None:
            specs += decks(source.options_of(system.key), labels)
    specs += [(_DECK_54, card) for card in playing_deck(DeckSpec(), labels=labels)]
    return [PrintableCard(kind, "", spec) for kind, spec in specs]


def _listing(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return translate("CardKinds", "{names} and {last}").format(
        names=", ".join(words[:-1]), last=words[-1]
    )


def folded(name: str) -> str:
    """A name's key, case and spacing aside: what makes two names of a campaign the same."""
    return " ".join(name.split()).casefold()
