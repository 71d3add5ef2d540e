"""The game master handles a deck like a real one (issue 28): the deck actions of every
system with decks — refused where its rules say so, undone by the kernel, derived from
the session's seed (so ``deskapp verify`` follows them), no card ever lost or doubled, and
the exact odds following each of them, down to the cards seen put on top or at the bottom."""

from __future__ import annotations

import copy
import random
from collections import Counter
from fractions import Fraction
from itertools import permutations
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deskapp.core import systems
from deskapp.core.cards import Card, DeckSpec, parse_cards, standard_54
from deskapp.core.decks import DISCARD, DRAW, HAND, Decks, TableError, public_order
from deskapp.core.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.i18n import speaking
from deskapp.core.play.describe import describe_event
from deskapp.core.play.fairness import FAILED, VERIFIED, check_session
from deskapp.core.play.session import PlaySession
from deskapp.core.players.projection import project_session
from deskapp.core.store import CampaignFile
from deskapp.systems.agents.odds import odds_of as agents_odds
from deskapp.systems.agents.rules import AgentsOptions, TestSetup, resolve_test
from deskapp.systems.cinematic.odds import odds_of as cinematic_odds
from deskapp.systems.cinematic.rules import Check, CinematicOptions, resolve
from tests.play.test_fair_sessions import revealed, tables

# --- the deck engine: every operation at once, never a card lost ---------------------------

OPS = st.one_of(
    st.tuples(st.sampled_from(["top", "bottom", "random"]), st.integers(0, 53)),
    st.tuples(st.just("out"), st.integers(0, 53)),
    st.tuples(st.sampled_from(["shuffle", "shuffle_in", "look"]), st.integers(1, 4)),
    st.tuples(st.sampled_from(["draw", "discard"]), st.integers(1, 3)),
)


def apply(decks: Decks, op: tuple[str, int]) -> Card | None:
    """One operation on the deck ``d``; the card it named, if any. A refusal changes nothing
    (checked by the caller)."""
    kind, number = op
    deck = decks.deck("d")
    every = [card for pile in deck.piles.values() for card in pile]
    card = every[number % len(every)]
    if kind in ("top", "bottom", "random"):
        decks.put_back("d", [card], kind)
        return card
    if kind == "out":
        decks.take_out("d", [card])
        return card
    elif kind == "shuffle":
        decks.shuffle("d")
    elif kind == "shuffle_in":
        decks.shuffle_in("d")
    elif kind == "look":
        decks.look("d", number)
    elif kind == "draw":
        decks.draw("d", number, HAND)
    else:
        for held in deck.piles[HAND][:number]:
            decks.move("d", held, HAND, DISCARD)
    return None


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.lists(OPS, max_size=30))
def test_no_deck_operation_loses_or_doubles_a_card_and_the_known_places_are_true(
    seed: int, ops: list[tuple[str, int]]
) -> None:

    decks = Decks(random.Random(seed))
    decks.open_deck("d", DeckSpec("standard54"))
    placed: set[Card] = set()  # put on top or at the bottom since the last shuffle, not moved
    for op in ops:
        before = copy.deepcopy(decks.deck("d").piles)
        try:
            card = apply(decks, op)
        except TableError:
            assert decks.deck("d").piles == before  # a refusal changes nothing
            continue
        deck = decks.deck("d")
        assert Counter(card for pile in deck.piles.values() for card in pile) == Counter(
            standard_54()
        )
        top, unknown, bottom = public_order(deck.known_pile())
        assert [*bottom[::-1], *unknown, *top[::-1]] == deck.piles[DRAW]
        if op[0] in ("shuffle", "shuffle_in"):
            placed.clear()
        elif card is not None:
            (placed.add if op[0] in ("top", "bottom") else placed.discard)(card)
            if op[0] == "top":
                assert top[0] == card
            if op[0] == "bottom":
                assert bottom[-1] == card
        # only cards everyone saw put there have a known place
        assert set(top) | set(bottom) <= placed


# --- the exact odds follow every operation -------------------------------------------------


def orders(draw: list[Card], discard: list[Card]) -> list[list[Card]]:
    """Every order of the cards the table cannot tell apart, in draw order: the known top
    cards, each order of the rest of the draw pile, the known bottom cards, then each order
    of the discard pile shuffled in."""
    top, unknown, bottom = public_order(draw)
    return [
        [*top, *middle, *bottom, *then]
        for middle in permutations(unknown)
        for then in permutations(discard)
    ]


def small_deck(seed: int, keep: int) -> Decks:

    decks = Decks(random.Random(seed))
    decks.open_deck("d", DeckSpec("standard54"))
    draw = decks.deck("d").piles[DRAW]
    decks.take_out("d", draw[: len(draw) - keep])
    return decks


SMALL_OPS = st.one_of(
    st.tuples(st.sampled_from(["top", "bottom", "random"]), st.integers(0, 53)),
    st.tuples(st.sampled_from(["shuffle", "shuffle_in", "draw", "discard"]), st.integers(1, 2)),
)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.lists(SMALL_OPS, max_size=8), st.integers(9, 14))
def test_u10_u15_cinematic_odds_after_each_operation_are_every_possible_order_resolved(
    seed: int, ops: list[tuple[str, int]], difficulty: int
) -> None:
    # rules U-10, U-11, U-12, U-13, U-14, U-15
    decks = small_deck(seed, 6)
    check = Check(3, 2, difficulty)
    options = CinematicOptions()
    for op in ops:
        small_step(decks, op)
        draw, discard = decks.pile("d", DRAW), decks.pile("d", DISCARD)
        every = orders(draw, discard)
        chances: Counter[str] = Counter()
        ran_out = False
        for order in every:
            cards = iter(order)

            def next_card(cards: Any = cards) -> Card:
                return next(cards)

            try:
                result = resolve(check, next_card(), next_card, options)
            except StopIteration:
                ran_out = True
                break
            chances[result.outcome.value] += Fraction(1, len(every))
        if ran_out or not every or not (len(draw) + len(discard)):
            continue
        odds = cinematic_odds(check, draw, discard, options)
        assert {k: v for k, v in odds.outcomes.items() if v} == dict(chances)


def small_step(decks: Decks, op: tuple[str, int]) -> None:
    """One operation on the small deck "d": a card still in play put back where ``op`` says,
    or the other operations as :func:`apply` does them; a refused one changes nothing."""
    kind, number = op
    in_play = [c for name, pile in decks.deck("d").piles.items() if name != "out" for c in pile]
    try:
        if kind in ("top", "bottom", "random"):
            decks.put_back("d", [in_play[number % len(in_play)]], kind)
        else:
            apply(decks, op)
    except TableError:
        pass


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 2**32),
    st.lists(SMALL_OPS, max_size=8),
    st.integers(0, 2),
    st.integers(0, 1),
)
def test_a10_a16_agents_odds_after_each_operation_are_every_possible_order_resolved(
    seed: int, ops: list[tuple[str, int]], aspects: int, disadvantages: int
) -> None:
    # rules
    decks = small_deck(seed, 6)
    setup = TestSetup(aspects=aspects, disadvantages=disadvantages)
    options = AgentsOptions()
    needed = setup.cards_needed(options)
    for op in ops:
        small_step(decks, op)
        draw, discard = decks.pile("d", DRAW), decks.pile("d", DISCARD)
        if len(draw) + len(discard) < needed:
            continue
        every = orders(draw, discard)
        kept: Counter[tuple[int, int]] = Counter()
        for order in every:
            result = resolve_test(setup, order[:needed], options)
            kept[(result.successes, result.complications)] += Fraction(1, len(every))
        assert agents_odds(setup, draw, discard, options).kept == dict(kept)


def test_a_card_put_on_top_is_the_next_card_for_the_odds() -> None:
    decks = small_deck(7, 10)
    ace = next(c for c in decks.deck("d").piles["out"] if c.rank is not None and c.rank == 1)
    decks.put_back("d", [ace], "top")
    odds = cinematic_odds(Check(0, 0, 9), decks.pile("d", DRAW), [], CinematicOptions())
    # rule U-13: an ace takes the second card away from 0: never a success
    assert odds.chance("success") == 0 and odds.chance("critical_success") == 0


# --- sessions: refusals, undo, verify -----------------------------------------------------


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("decks") / "demo.cdk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
    return path


def table_of(campaign: CampaignFile, system: str, mirror: bool = False) -> tuple[Any, dict]:
    driver, setup, _ = next(t for t in tables(campaign, mirror) if t[0].SYSTEM == system)
    return driver, setup


def every_card(session: PlaySession) -> dict[str, Counter[Card]]:
    decks = session.history.driver.table_decks
    return {
        name: Counter(card for pile in deck.piles.values() for card in pile)
        for name, deck in decks.decks.items()
    }


DECK_STEP = st.one_of(
    st.tuples(st.sampled_from(["top", "bottom", "random", "out"]), st.integers(0, 53)),
    st.tuples(st.sampled_from(["shuffle", "shuffle_in", "look", "deal"]), st.integers(1, 3)),
    st.sampled_from([("undo", 0), ("redo", 0), ("demo", 0), ("demo", 1), ("demo", 2)]),
)


def deck_action(session: PlaySession, step: tuple[str, int], demo: list[dict]) -> dict[str, Any]:
    kind, number = step
    decks = session.history.driver.table_decks
    name = sorted(decks.decks)[number % len(decks.decks)]
    cards = [card for pile in decks.deck(name).piles.values() for card in pile]
    card = cards[number % len(cards)].notation
    if kind in ("top", "bottom", "random"):
        return {"do": "deck_put", "deck": name, "cards": [card], "place": kind}
    if kind == "out":
        return {"do": "deck_take_out", "deck": name, "cards": [card]}
    if kind in ("shuffle", "shuffle_in"):
        return {"do": "deck_shuffle", "deck": name, "discard": kind == "shuffle_in"}
    if kind == "look":
        return {"do": "deck_look", "deck": name, "count": number}
    if kind == "deal":
        return {"do": "deck_deal", "players": [name], "count": number}
    if kind == "demo":
        return dict(demo[number % len(demo)])
    return {"do": kind}


@pytest.mark.slow
@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(system=st.sampled_from(["agents", "cinematic"]), steps=st.lists(DECK_STEP, max_size=14))
def test_verify_accepts_a_session_with_deck_handling_and_rejects_a_changed_value(
    demo_file: Path, tmp_path_factory: pytest.TempPathFactory, system: str, steps: list
) -> None:
    path = tmp_path_factory.mktemp("play") / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        driver, setup, demo = next(t for t in tables(campaign) if t[0].SYSTEM == system)
        session = PlaySession.start(campaign, driver, "Night", setup)
        whole = every_card(session)
        for step in steps:
            try:
                session.perform(deck_action(session, step, demo))
            except UserError:
                pass
            # no card lost or doubled, whatever was done, undone or redone
            assert every_card(session) == whole
        assert revealed(campaign, session).verdict == VERIFIED
        events = campaign.session_events(session.session_id)
        setup_stored = campaign.session_setup(session.session_id)
        drawing = [
            n
            for n, event in enumerate(events, start=1)
            if event["random"] and str(event["action"].get("do", "")).startswith("deck_")
        ]
        if drawing:
            changed = copy.deepcopy(events)
            changed[drawing[0] - 1]["random"][0] ^= 1
            found = check_session(driver, setup_stored, changed)
            assert found.verdict == FAILED and found.event == drawing[0]


def test_each_system_refuses_what_its_rules_forbid(demo_file: Path, tmp_path: Path) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        driver, setup = table_of(campaign, "agents")
        session = PlaySession.start(campaign, driver, "Night", setup)
        with pytest.raises(UserError, match="not shuffled back"):
            session.perform({"do": "deck_shuffle", "deck": "mission", "discard": True})
        with pytest.raises(UserError, match="deal no cards"):
            session.perform({"do": "deck_deal", "players": ["Bára"], "count": 1})
        with pytest.raises(UserError, match="shuffles its own deck"):
            session.perform({"do": "deck_put", "deck": "mission", "cards": ["QH"], "place": "back"})
        session.perform({"do": "deck_shuffle", "deck": "mission", "discard": False})
        driver, setup = table_of(campaign, "cinematic")
        session = PlaySession.start(campaign, driver, "Night", setup)
        name = next(iter(session.history.driver.table_decks.decks))
        with pytest.raises(UserError, match="U-10"):  # direct draw: nobody holds a hand
            session.perform({"do": "deck_deal", "players": [name], "count": 1})
        for field in ({"count": 0}, {"count": 99}, {"cards": []}, {"cards": ["XX"]}):
            with pytest.raises(UserError):
                session.perform({"do": "deck_look", "deck": name, "count": 1, **field})
        driver, setup = table_of(campaign, "cinematic", mirror=True)
        session = PlaySession.start(campaign, driver, "Real", setup)
        name = next(iter(session.history.driver.table_decks.decks))
        for refused in (
            {"do": "deck_put", "deck": name, "cards": ["QH"], "place": "top"},
            {"do": "deck_shuffle", "deck": name, "discard": False},
            {"do": "deck_look", "deck": name, "count": 2},
        ):
            with pytest.raises(UserError, match="mirror table"):
                session.perform(refused)


def test_a_hand_management_table_deals_only_to_an_empty_hand_up_to_its_size(
    demo_file: Path, tmp_path: Path
) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        driver, setup = table_of(campaign, "cinematic")
        setup["options"]["mode"] = "hand_management"
        session = PlaySession.start(campaign, driver, "Night", setup)
        table = session.history.driver
        name = next(n for n in table.table_decks.decks if table.state.holds_hand(n))
        # rule U-21: no new cards until the hand is empty
        with pytest.raises(UserError, match="U-21"):
            session.perform({"do": "deck_deal", "players": [name], "count": 1})
        for card in list(table.state.hand(name)):
            session.perform(
                {"do": "deck_put", "deck": name, "cards": [card.notation], "place": "random"}
            )
        table = session.history.driver
        size = table.state.hand_size(name)
        with pytest.raises(UserError, match="U-20"):
            session.perform({"do": "deck_deal", "players": [name], "count": size + 1})
        session.perform({"do": "deck_deal", "players": [name], "count": size})
        assert len(session.history.driver.state.hand(name)) == size
        session.perform({"do": "undo"})
        assert not session.history.driver.state.hand(name)


def test_the_history_names_the_cards_in_each_language_and_a_look_stays_private(
    demo_file: Path, tmp_path: Path
) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        driver, setup = table_of(campaign, "agents")
        session = PlaySession.start(campaign, driver, "Night", setup)
        session.perform({"do": "deck_put", "deck": "mission", "cards": ["QH"], "place": "top"})
        seen = session.perform({"do": "deck_look", "deck": "mission", "count": 2})
        assert seen.detail[0] == parse_cards("D♥")[0]  # the GM sees the queen on top
        spec = systems.spec("agents")
        events = campaign.session_events(session.session_id)
        lines = {
            language: [describe_event(spec, event, events, setup, language) for event in events]
            for language in ("en", "cs", "fr")
        }
        assert lines["en"][0] == "Q♥ put back on top of the draw pile (the shared deck)"
        assert "D♥" in lines["fr"][0] and "Q♥" not in lines["fr"][0]
        assert "D♥" in lines["cs"][0] and "Q♥" not in lines["cs"][0]
        assert "QH" not in str(events[1]) and "Q♥" not in lines["en"][1]  # never the cards seen
        assert [done.event for done in session.history.done] == [1]  # the look is not in effect


def test_typed_cards_read_english_codes_symbols_and_czech_and_french_letters() -> None:
    assert parse_cards("QH, Q♥ d♥ V♠ R♣ 10h rj") == parse_cards("QH QH QH JS KC 10H RJ")
    with speaking("fr"):
        assert [card.label for card in parse_cards("QH JS KC AD")] == ["D♥", "V♠", "R♣", "A♦"]
    with speaking("cs"):
        assert parse_cards("QH")[0].label == "D♥"
    with pytest.raises(UserError):
        parse_cards("ZZ")


def test_the_players_see_the_public_deck_actions_and_never_a_look(
    demo_file: Path, tmp_path: Path
) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        driver, setup = table_of(campaign, "cinematic")
        session = PlaySession.start(campaign, driver, "Night", setup)
        name = next(iter(session.history.driver.table_decks.decks))
        session.perform({"do": "deck_put", "deck": name, "cards": ["KS"], "place": "bottom"})
        session.perform({"do": "deck_look", "deck": name, "count": 3})
        session.perform({"do": "deck_shuffle", "deck": name, "discard": False})
        (projection,) = project_session(systems.spec("cinematic"), session, [name], ["fr"]).values()
        history = " / ".join(projection.public["history"])
        assert (
            "R♠ remis sous la pioche" in history.lower() or "Remis sous la pioche : R♠" in history
        )
        assert "La pioche est mélangée" in history
        assert "regarde" not in history  # the game master's look is not the players'


def test_a_mirror_mission_with_deck_handling_exports_whole_and_imports_back(
    demo_file: Path, tmp_path: Path
) -> None:
    """A mission log has no place for the GM's deck handling: such an Agents session exports
    its setup and events (a card taken out, then drawn, would not replay from the log)."""
    from deskapp.core.exchange import add_import, check_import, export_campaign  # noqa: PLC0415

    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        before = {s["name"] for s in export_campaign(campaign)["sessions"]}
        driver, setup = table_of(campaign, "agents", mirror=True)
        plain = PlaySession.start(campaign, driver, "Plain mirror", setup)
        plain.perform({"do": "deck_shuffle", "deck": "mission", "discard": True})
        handled = PlaySession.start(campaign, driver, "Handled", setup)
        handled.perform({"do": "deck_take_out", "deck": "mission", "cards": ["QH"]})
        untouched = PlaySession.start(campaign, driver, "Untouched", setup)
        assert untouched.events == []
        export = export_campaign(campaign)
    entries = {s["name"]: s for s in export["sessions"] if s["name"] not in before}
    assert "setup" in entries["Handled"] and "setup" in entries["Plain mirror"]
    assert "setup" not in entries["Untouched"]  # a mirror mission as a mission log, as ever
    with CampaignFile.open(tmp_path / "copy.cdk") as copy_campaign:
        add_import(copy_campaign, check_import({**export, "characters": export["characters"]}))
        again = {s["name"]: s for s in export_campaign(copy_campaign)["sessions"]}
    assert again["Handled"]["events"] == entries["Handled"]["events"]
