"""The checkable generator (issue 28): its commitment, its derivation as the docs describe it
(the worked example, and an independent re-implementation), its uniformity, and its fit with
the deck engine, the dice and the play kernel's recorded values. Checking a played session
from its revealed seed is tests/commands/test_verify.py's and tests/play/test_fair_sessions.py's."""

from __future__ import annotations

import copy
import hashlib
import hmac
import math
import random
import re
import struct
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deskapp.core.cards import DeckSpec, notations
from deskapp.core.decks import Decks
from deskapp.core.dice import RandomDice
from deskapp.core.fair import (
    ALGORITHM,
    FairGenerator,
    FairRandom,
    commitment,
    fingerprint,
    new_seed,
    parse_seed,
    seed_matches,
    seed_text,
)
from deskapp.core.play.recording import RecordedRandom

DOC = Path(__file__).resolve().parents[2] / "docs" / "sessions" / "fair_shuffle.md"

seeds = st.binary(min_size=32, max_size=32)
phrases = st.lists(st.text(max_size=20), max_size=4)


def seed_of(label: str) -> bytes:
    return hashlib.sha256(label.encode()).digest()


def folded(seed: bytes, contributions: list[str]) -> FairGenerator:
    """The generator of ``seed`` with ``contributions`` folded in, in order, as a session
    folds each one in as it comes."""
    generator = FairGenerator.from_seed(seed)
    for text in contributions:
        generator = generator.contribute(text)
    return generator


def fair(seed: bytes, contributions: list[str] | None = None) -> FairRandom:
    """The random source of a session drawing from ``seed`` and ``contributions``."""
    return FairRandom(folded(seed, contributions or []))


def shuffled(rng: random.Random, cards: int) -> list[int]:
    """The order a shuffle of ``cards`` gives, as the deck engine shuffles a pile."""
    order = list(range(cards))
    rng.shuffle(order)
    return order


# --- an independent re-implementation, from docs/sessions/fair_shuffle.md alone -------------


def reference(
    seed: bytes, contributions: list[str], cards: int, dice: int, sides: int, bits: int
) -> tuple[list[int], list[int], int, int]:
    """The derivation as the docs state it, with plain hmac and struct: the order of a
    shuffle of ``cards``, then ``dice`` dice of ``sides``, then one draw of ``bits`` bits,
    and the number of draws made."""

    def mac(key: bytes, message: bytes) -> bytes:
        return hmac.new(key, message, hashlib.sha256).digest()

    key = mac(seed, b"carddesk-hmac-sha256-ctr/1")
    for text in contributions:
        key = mac(key, b"contribution" + unicodedata.normalize("NFC", text).encode("utf-8"))
    counter = 0

    def draw(k: int) -> int:
        nonlocal counter
        size = (k + 7) // 8
        blocks = range((size + 31) // 32)
        stream = b"".join(mac(key, b"draw" + struct.pack(">QI", counter, j)) for j in blocks)
        counter += 1
        return int.from_bytes(stream[:size], "big") >> (8 * size - k)

    def below(n: int) -> int:
        while (value := draw(n.bit_length())) >= n:
            pass
        return value

    order = list(range(cards))
    for i in range(cards - 1, 0, -1):
        j = below(i + 1)
        order[i], order[j] = order[j], order[i]
    faces = [1 + below(sides) for _ in range(dice)]
    return order, faces, draw(bits), counter


@pytest.mark.parametrize("number", range(60))
def test_the_code_is_the_derivation_the_docs_describe(number: int) -> None:
    seed = seed_of(f"reference {number}")
    contributions = [f"phrase {i} é" for i in range(number % 4)] + ["e\u0301 decomposed"]
    cards = (0, 1, 2, 52, 54)[number % 5]
    dice, sides, bits = number % 16, number % 21 + 1, number * 7
    rng = fair(seed, contributions)
    order = shuffled(rng, cards)
    faces = RandomDice(rng).roll(dice, sides)
    value = rng.getrandbits(bits)
    assert (order, faces, value, rng.draws) == reference(
        seed, contributions, cards, dice, sides, bits
    )


# --- the worked example of the docs ---------------------------------------------------------


def example() -> dict[str, str]:
    """The worked example's ``name: value`` lines, from the docs."""
    block = DOC.read_text(encoding="utf-8").split("## Worked example", 1)[1]
    block = block.split("```text\n", 1)[1].split("```", 1)[0]
    lines = dict(line.split(":", 1) for line in block.splitlines())
    return {name.strip(): value.strip() for name, value in lines.items()}


def test_the_worked_example_in_the_docs_is_what_the_code_derives() -> None:
    shown = example()
    seed = parse_seed(shown["seed"])
    assert seed == bytes(range(32))
    assert commitment(seed) == shown["commitment"]
    assert fingerprint(commitment(seed)) == shown["fingerprint"]
    phrase, faces = shown["contribution 1"], shown["contribution 2"]
    assert faces == "3 5 6 1"  # the dice faces 3, 5, 6, 1 as the docs write them
    assert phrase.encode("utf-8").hex() == shown["contribution 1 in UTF-8"]
    keys = [folded(seed, [phrase, faces][:count]).key for count in range(3)]
    assert [key.hex() for key in keys] == [shown[f"key {count}"] for count in range(3)]
    block = hmac.digest(keys[2], bytes.fromhex(shown["draw 0 message"]), "sha256")
    assert block.hex() == shown["draw 0 block"]

    generator = folded(seed, [phrase, faces])
    first = [FairRandom(generator.at(number)).getrandbits(6) for number in range(4)]
    assert first == [int(shown[f"draw {number} of 6 bits"]) for number in range(4)]
    rng = FairRandom(generator)
    order = shuffled(rng, 54)
    assert order == [int(index) for index in shown["shuffle order"].split()]
    assert rng.draws == int(shown["draws after the shuffle"])
    d10s = RandomDice(rng).roll(10, 10)
    assert d10s == [int(face) for face in shown["first 10 d10s"].split()]
    assert rng.draws == int(shown["draws after the d10s"])

    # The same through the play kernel's path: the session's recorded random values drawn
    # from a FairRandom, the deck engine's opening shuffle, the dice of the rules.
    rng = RecordedRandom(FairRandom(folded(seed, [phrase, faces])))
    decks = Decks(rng)
    decks.open_deck("example", DeckSpec("standard54"))
    assert " ".join(notations(decks.draw("example", 10))) == shown["first 10 cards"]
    assert RandomDice(rng).roll(10, 10) == d10s
    assert len(rng.take_recorded()) == int(shown["draws after the d10s"])


# --- the seed and its commitment ------------------------------------------------------------


def test_a_new_seed_is_256_secret_bits_and_fits_only_its_commitment() -> None:
    seed, other = new_seed(), new_seed()
    assert len(seed) == 32 and seed != other
    committed = commitment(seed)
    assert committed == hashlib.sha256(seed).hexdigest()
    assert seed_matches(seed, committed) and seed_matches(seed, committed.upper())
    assert not seed_matches(other, committed)
    assert not seed_matches(seed, committed[:-1])
    assert not seed_matches(seed[:31], committed)
    assert not seed_matches(seed, "é" * 64)
    assert parse_seed(seed_text(seed)) == seed


def test_the_fingerprint_is_five_groups_of_four_hex_digits_read_from_the_commitment() -> None:
    committed = commitment(seed_of("fingerprint"))
    shown = fingerprint(committed)
    assert re.fullmatch(r"[0-9A-F]{4}(-[0-9A-F]{4}){4}", shown)
    assert shown.replace("-", "").lower() == committed[:20]


@pytest.mark.parametrize("text", ["", "00" * 31, "zz" * 32, "é" * 64, "00" * 33])
def test_a_seed_that_is_not_64_hex_digits_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_seed(text)


def test_the_generator_never_shows_its_key() -> None:
    generator = FairGenerator.from_seed(seed_of("secret"))
    assert generator.key.hex() not in repr(generator)
    assert generator.key.hex() not in repr(FairRandom(generator))
    assert repr(generator) == "FairGenerator(draws=0)"


# --- properties -----------------------------------------------------------------------------


@given(seeds, phrases, st.integers(min_value=0, max_value=60))
def test_a_shuffle_is_a_permutation_and_the_same_inputs_give_the_same_one(
    seed: bytes, contributions: list[str], size: int
) -> None:
    rng, other = fair(seed, contributions), fair(seed, contributions)
    order = shuffled(rng, size)
    assert sorted(order) == list(range(size))
    assert (shuffled(other, size), other.generator) == (order, rng.generator)
    assert rng.draws >= max(size - 1, 0)


@given(seeds, phrases, st.integers(0, 20), st.integers(1, 120))
def test_dice_show_faces_of_their_die(
    seed: bytes, contributions: list[str], count: int, sides: int
) -> None:
    faces = RandomDice(fair(seed, contributions)).roll(count, sides)
    assert len(faces) == count and all(1 <= face <= sides for face in faces)


def deal(seed: bytes, contributions: list[str]) -> list[int]:
    return shuffled(fair(seed, contributions), 54)


@given(seeds, seeds, phrases)
def test_another_seed_gives_another_shuffle(
    seed: bytes, other: bytes, contributions: list[str]
) -> None:
    if seed != other:
        assert deal(seed, contributions) != deal(other, contributions)


@given(seeds, phrases, st.text(max_size=20), st.data())
def test_any_change_to_the_contributions_gives_another_shuffle(
    seed: bytes, contributions: list[str], text: str, data: st.DataObject
) -> None:
    dealt = deal(seed, contributions)
    assert deal(seed, [*contributions, text]) != dealt  # one more, even an empty one
    if contributions:
        index = data.draw(st.integers(0, len(contributions) - 1))
        changed = list(contributions)
        changed[index] += data.draw(st.text(min_size=1, max_size=3))
        assert deal(seed, changed) != dealt
        swapped = list(contributions)
        swapped[0], swapped[-1] = swapped[-1], swapped[0]
        if swapped != contributions:
            assert deal(seed, swapped) != dealt


def test_a_phrase_is_folded_in_unicode_normal_form() -> None:
    seed = seed_of("nfc")
    assert deal(seed, ["Bára"]) == deal(seed, ["Ba\u0301ra"])
    assert deal(seed, ["Bára"]) != deal(seed, ["bára"])


def test_a_contribution_changes_the_draws_after_it_and_keeps_their_numbers() -> None:
    rng = fair(seed_of("mid-session"))
    shuffled(rng, 54)
    generator = rng.generator
    contributed = generator.contribute("now")
    assert contributed.draws == generator.draws and contributed.key != generator.key
    rolled = [RandomDice(FairRandom(g)).roll(15, 10) for g in (contributed, generator)]
    assert rolled[0] != rolled[1]


# --- uniformity -----------------------------------------------------------------------------


def chi_square_bounds(freedom: int, z: float = 3.09) -> tuple[float, float]:
    """The chi-square quantiles 0.001 and 0.999 (Wilson–Hilferty): a fixed sample outside
    them is too uneven, or too even, to come from a uniform generator."""
    spread = z * math.sqrt(2 / (9 * freedom))
    middle = 1 - 2 / (9 * freedom)
    return freedom * (middle - spread) ** 3, freedom * (middle + spread) ** 3


def test_every_card_is_as_likely_at_every_place_of_a_shuffled_deck() -> None:
    cards, shuffles = 54, 2_700  # 50 expected in each (card, place)
    counts = [[0] * cards for _ in range(cards)]
    rng = fair(seed_of("uniform shuffles"), ["chi-square"])
    for _ in range(shuffles):
        order = shuffled(rng, cards)
        for place, card in enumerate(order):
            counts[card][place] += 1
    expected = shuffles / cards
    statistic = sum((count - expected) ** 2 / expected for row in counts for count in row)
    # A uniform shuffle's (card, place) counts: the statistic is n/(n−1) times a chi-square
    # of (n−1)² degrees of freedom (each shuffle's matrix has covariance Q⊗Q/(n−1), Q the
    # centring projection of rank n−1).
    low, high = chi_square_bounds((cards - 1) ** 2)
    assert low < statistic * (cards - 1) / cards < high


@pytest.mark.parametrize("sides", [10, 6, 54])
def test_every_face_of_a_die_is_as_likely(sides: int) -> None:
    rolls = 2_000 * sides
    faces = RandomDice(fair(seed_of(f"uniform d{sides}"))).roll(rolls, sides)
    expected = rolls / sides
    statistic = sum((faces.count(face) - expected) ** 2 / expected for face in range(1, sides + 1))
    low, high = chi_square_bounds(sides - 1)
    assert low < statistic < high


# --- the play kernel's path -----------------------------------------------------------------


@given(seeds, phrases, st.integers(0, 60), st.integers(0, 15), st.integers(1, 30))
def test_the_kernel_records_what_fair_random_draws_one_recorded_value_a_draw(
    seed: bytes, contributions: list[str], cards: int, dice: int, sides: int
) -> None:
    plain = fair(seed, contributions)
    order = shuffled(plain, cards)
    middle = plain.draws
    faces = RandomDice(plain).roll(dice, sides)
    rng = RecordedRandom(fair(seed, contributions))
    assert shuffled(rng, cards) == order and len(rng.recorded) == middle
    assert RandomDice(rng).roll(dice, sides) == faces
    recorded = rng.take_recorded()
    assert len(recorded) == plain.draws
    # Each recorded value is one draw, by its number: a checker needs nothing else.
    replay = RecordedRandom(FairRandom(FairGenerator.from_seed(new_seed())))
    replay.replay(recorded)  # replaying feeds the recorded values back, never derives
    assert shuffled(replay, cards) == order and RandomDice(replay).roll(dice, sides) == faces
    assert replay.pending == 0


@given(seeds, st.integers(1, 21), st.data())
def test_cards_taken_at_random_from_a_hand_are_taken_as_the_docs_say(
    seed: bytes, size: int, data: st.DataObject
) -> None:
    taken = data.draw(st.integers(0, size))
    generator = FairGenerator.from_seed(seed)
    hand = [f"card {i}" for i in range(size)]

    def below(n: int) -> int:
        """A number below n as the docs derive it: k-bit draws (k: n's bit length) until
        one is below n."""
        nonlocal generator
        rng = FairRandom(generator)
        value = rng.getrandbits(n.bit_length())
        while value >= n:
            value = rng.getrandbits(n.bit_length())
        generator = rng.generator
        return value

    assert FairRandom(generator).randrange(size) == below(size)
    generator = FairGenerator.from_seed(seed)
    pool, picked = list(hand), []
    for i in range(taken):
        j = below(size - i)
        picked.append(pool[j])
        pool[j] = pool[size - i - 1]
    rng = FairRandom(FairGenerator.from_seed(seed))
    assert rng.sample(hand, taken) == picked and rng.draws == generator.draws


def test_fair_random_keeps_its_state_as_a_value() -> None:
    rng = FairRandom(FairGenerator.from_seed(seed_of("state")))
    mark = rng.generator
    drawn = [rng.getrandbits(8) for _ in range(5)]
    assert rng.draws == 5
    rng.generator = mark  # a refused action's draws taken back
    assert [rng.getrandbits(8) for _ in range(5)] == drawn
    copied = copy.deepcopy(rng)
    assert [copied.randrange(100) for _ in range(5)] == [rng.randrange(100) for _ in range(5)]
    assert 0 <= rng.random() < 1 and rng.getrandbits(0) == 0
    rng.contribute("later")
    assert rng.generator == mark.contribute("later").at(rng.draws)


def test_a_fraction_is_one_draw_of_53_bits() -> None:
    generator = FairGenerator.from_seed(seed_of("fraction"))
    value = FairRandom(generator).getrandbits(53)
    assert FairRandom(generator).random() == value / 2**53


def test_a_resumed_generator_draws_on_from_where_it_stood() -> None:
    seed = seed_of("resume")
    played = FairRandom(folded(seed, ["one", "two"]))
    [played.getrandbits(6) for _ in range(40)]
    resumed = FairRandom(folded(seed, ["one", "two"]).at(40))
    assert [resumed.getrandbits(10) for _ in range(9)] == [played.getrandbits(10) for _ in range(9)]


def test_a_draw_longer_than_one_block_reads_the_next_blocks() -> None:
    generator = FairGenerator.from_seed(seed_of("long draw"))
    value = FairRandom(generator).getrandbits(600)
    stream = b"".join(
        hmac.digest(generator.key, b"draw" + struct.pack(">QI", 0, j), "sha256") for j in range(3)
    )
    assert value == int.from_bytes(stream[:75], "big")


@pytest.mark.parametrize(
    "call",
    [
        lambda g: FairRandom(g).getrandbits(-1),
        lambda g: FairRandom(g).randrange(0),
        lambda g: RandomDice(FairRandom(g)).roll(1, 0),
        lambda g: g.at(-1),
    ],
)
def test_impossible_draws_are_refused(call: Callable[[FairGenerator], object]) -> None:
    with pytest.raises(ValueError):
        call(FairGenerator.from_seed(seed_of("refused")))


def test_a_key_or_seed_of_another_size_is_refused() -> None:
    for size in (0, 16, 31, 33, 64):
        with pytest.raises(ValueError):
            FairGenerator.from_seed(bytes(size))
        with pytest.raises(ValueError):
            FairGenerator(bytes(size))
        with pytest.raises(ValueError):
            commitment(bytes(size))


def test_the_algorithm_is_named_for_the_setup() -> None:
    assert ALGORITHM == "carddesk-hmac-sha256-ctr/1"
    assert ALGORITHM in DOC.read_text(encoding="utf-8")
