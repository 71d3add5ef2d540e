"""The printed words in English, Czech and French: complete, translated, and fitting the cards."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from dataclasses import fields
from pathlib import Path

import pytest

from deskapp.core import systems
from deskapp.core.cards import DeckSpec
from deskapp.core.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.printing import cards_to_print, read_campaign, rules_card
from deskapp.core.store import CampaignFile
from deskapp.systems.agents.printing import (
    agent_card,
    aspect_card,
    milestone_cards,
    relationship_card,
    reserve_card,
    threat_card,
    threat_level_cards,
)
from deskapp.systems.cinematic.printing import cinematic_card
from deskapp.systems.dice_banks.printing import dice_banks_card
from deskapp.systems.founders.printing import circumstance_card, tag_card
from printables.document import PrintOptions, render_pdf
from printables.fonts import missing_glyphs, register_fonts
from printables.geometry import CARD_SIZES, PAGE_SIZES
from printables.kinds import playing_deck
from printables.labels import ENGLISH, LANGUAGES, Labels, labels_for, printed_fields
from printables.layout import Backs, LayoutOptions
from printables.preflight import Overflow
from printables.specs import AspectKind, FieldCard

from .conftest import problems_of

Reader = Callable[[bytes], object]
# The catalogue's words (translations/carddesk_*.ts, context PrintLabels).
CZECH = labels_for("cs")
FRENCH = labels_for("fr")
TRANSLATIONS = {"cs": CZECH, "fr": FRENCH}

# Words a translation may share with the English: the same word in that language (the
# rules' own Agent and Joker among them, Czech "to" and French "on" too), and min, max, mm.
SAME_AS_ENGLISH = {
    "cs": {"agent", "test", "detail", "to", "min", "max", "mm"},
    "fr": {
        "on",
        "agent",
        "agents",
        "aspect",
        "trait",
        "joker",
        "complication",
        "complications",
        "action",
        "vote",
        "test",
        "table",
        "double",
        "point",
        "suspicion",
        "notes",
        "min",
        "max",
        "mm",
    },
}
# Fields whose whole text may equal the English: the words above standing alone.
SAME_FIELDS = {
    "cs": {"agents.agent", "checklist_line"},  # Czech writes "{kind}: {card}" too
    "fr": {
        "agents.agent",
        "agents.aspect",
        "founders.trait",
        "joker",
        "cinematic.notes",
        "rules_agents[0]",
    },
}


def leaves(labels: Labels) -> Iterator[tuple[str, str]]:
    """Every printed string of a label set, with where it is (``rules_agents[1][0]``)."""

    def walk(path: str, value: object) -> Iterator[tuple[str, str]]:
        if isinstance(value, str):
            yield path, value
        else:
            for index, item in enumerate(value):
                yield from walk(f"{path}[{index}]", item)

    for item in printed_fields():
        yield from walk(item.name, getattr(labels, item.name))
    for spec in systems.specs():  # each system's own words and its rules card
        words = labels.translated(spec.load(spec.printing).WORDS)
        for item in fields(words):
            yield from walk(f"{spec.key}.{item.name}", getattr(words, item.name))
        yield from walk(f"rules_{spec.key}", labels.translated(spec.printed_rules))


def words(text: str) -> set[str]:
    """The words of a text, lower case, leaving out numbers, formulas and {placeholders}."""
    text = re.sub(r"\{\w+\}", " ", text)
    return {word.casefold() for word in re.findall(r"[^\W\d_]+", text) if len(word) > 1}


# --- complete and translated --------------------------------------------------------------


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_a_translation_fills_every_field_as_the_english_does(code: str) -> None:
    labels = TRANSLATIONS[code]
    english = dict(leaves(ENGLISH))
    assert [path for path, _ in leaves(labels)] == list(english)  # every field, every item
    for path, text in leaves(labels):
        assert text.strip() == text and text, path
    # The calibration sheet fills in the offsets it was printed with.
    assert "{x}" in labels.calibration_current and "{y}" in labels.calibration_current
    assert labels.calibration_current.format(x="0,5", y="-1")


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_no_english_is_left_in_a_translation(code: str) -> None:
    english = dict(leaves(ENGLISH))
    english_words = set().union(*map(words, english.values())) - SAME_AS_ENGLISH[code]
    for path, text in leaves(TRANSLATIONS[code]):
        if path not in SAME_FIELDS[code]:
            assert text != english[path], path
        left = words(text) & english_words
        assert not left, f"{path}: {text!r} has the English {sorted(left)}"


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_words_players_look_for_in_the_original_rules(code: str) -> None:
    text = " ".join(text for _, text in leaves(TRANSLATIONS[code]))
    expected = {
        "cs": [
            "aspekt",
            "Vyčerpáno",
            "Rezerva",
            "Ohrožení",
            "Milník",
            "úspěch",
            "komplikace",
            "výhodu",
            "nevýhodu",
            "Naprostá nedůvěra",
            "Částečná důvěra",
            "Vybavení",
            "Fyzický",
            "Zručnost",
            "Dovednost",
            "Jizvy",
            "Koordinátor",
            "kritický neúspěch",
        ],
        "fr": [
            "réussite critique",
            "échec critique",
            "Attribut",
            "Compétence",
            "Niveau de Difficulté",
            "figures",
            "As",
            "Joker",
            "Épuisé",
        ],
    }[code]
    for word in expected:
        assert word in text, word


def test_french_punctuation_takes_a_non_breaking_space_before_it() -> None:
    for path, text in leaves(FRENCH):
        for mark in re.finditer(r"(.)([:;!?])(?=\s|$)", text):
            before, sign = mark.groups()
            wanted = "\u00a0" if sign == ":" else "\u202f"
            assert before == wanted, f"{path}: {text!r}"
    assert "'" not in " ".join(text for _, text in leaves(FRENCH))  # apostrophes are ’


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_card_fonts_have_every_letter_of_the_labels(code: str) -> None:
    fonts = register_fonts()
    for path, text in leaves(labels_for(code)):
        for font in (fonts.regular, fonts.bold):
            assert missing_glyphs(font, text) == [], path


# --- choosing a language ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "labels"),
    [("en", ENGLISH), ("cs", CZECH), ("fr", FRENCH), ("CS", CZECH), (" Fr ", FRENCH)],
)
def test_labels_for_takes_a_language_code_in_any_case(code: str, labels: Labels) -> None:
    assert labels_for(code) == labels


@pytest.mark.parametrize("code", ["de", "", "czech", "cz"])
def test_labels_for_an_unknown_language_lists_the_valid_ones(code: str) -> None:
    with pytest.raises(UserError, match=f"'{code}'.*en, cs, fr$"):
        labels_for(code)


def test_czech_and_french_share_only_the_word_agent() -> None:
    french = dict(leaves(FRENCH))
    assert [path for path, text in leaves(CZECH) if french[path] == text] == ["agents.agent"]


# --- fitting the cards ------------------------------------------------------------------


def every_kind(labels: Labels) -> list:
    """One card of every kind, with Czech and French data of a usual length."""
    return [
        agent_card("Zdeňka Procházková", "Vysoká, zrzavé vlasy, kožený kabát.", labels=labels),
        *(
            aspect_card(f"Aspekt {kind.value}", kind, owner="Zdeňka", labels=labels)
            for kind in AspectKind
        ),
        aspect_card(
            "Otevře tiše každé dveře",
            AspectKind.EQUIPMENT,
            title="Paklíče",
            owner="Zdeňka",
            labels=labels,
        ),
        relationship_card(
            "Zdeňka", "Jean-Baptiste", value=3, reasons=("Zachránil mě v Praze",), labels=labels
        ),
        reserve_card("Zdeňka", labels=labels),
        reserve_card(coordinator=True, labels=labels),
        threat_card("Šedý chór", "Každou noc zmizí další svědek.", labels=labels),
        *threat_level_cards(4, labels=labels),
        *milestone_cards(4, labels=labels),
        tag_card("trait", "Ingénieure", 2, owner="Amélie", labels=labels),
        tag_card("consequence", "Confiance brisée", 1, owner="Amélie", labels=labels),
        circumstance_card("Course contre la montre", 2, labels=labels),
        dice_banks_card("Kaël", 3, [("Šerm", "4")], [("Tělo", 5, 0), ("", 5, 0)], labels=labels),
        cinematic_card(
            "Véronique", [("Force", "3"), ("Dextérité", "4")], [("Arme à feu", "3")], labels=labels
        ),
        *(rules_card(spec.key, labels) for spec in systems.specs()),
        *playing_deck(DeckSpec("red_black", 1, 1), labels=labels),
        *playing_deck(DeckSpec(), labels=labels)[-2:],  # the jokers
    ]


def render(cards: list, labels: Labels, **layout: object) -> tuple[bytes, object]:
    buffer = io.BytesIO()
    preflight = render_pdf(cards, buffer, PrintOptions(LayoutOptions(**layout), labels=labels))
    return buffer.getvalue(), preflight


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("size", ["poker", "us-poker", "bridge", "mini", "tarot", "index"])
def test_every_kind_of_card_fits_in_every_language(code: str, size: str) -> None:
    labels = labels_for(code)
    _, preflight = render(every_kind(labels), labels, card=CARD_SIZES[size])
    assert preflight.messages() == []


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "ukázka.carddesk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
    return path


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_demo_campaign_fits_at_poker_size_as_well_as_in_english(demo: Path, code: str) -> None:
    with CampaignFile.open(demo, create=False) as campaign:
        source = read_campaign(campaign)

    def overflows(labels: Labels) -> list[tuple[int, str]]:
        cards = cards_to_print(source, labels=labels)
        _, preflight = render(cards, labels)
        assert preflight.problems == problems_of(
            preflight, Overflow
        )  # no missing letters, no bad image
        for problem in problems_of(preflight, Overflow):
            # The known exception: a Dice banks character with many skills and Scars
            # needs a bigger card than poker (tests/ui/test_print_page.py uses tarot).
            card = cards[problem.card]
            assert isinstance(card, FieldCard) and card.kind == labels.translated("Character")
        return [(problem.card, problem.field) for problem in problems_of(preflight, Overflow)]

    assert overflows(TRANSLATIONS[code]) == overflows(ENGLISH)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("page", ["a4", "letter"])
def test_the_calibration_sheet_is_printed_whole(code: str, page: str, read_pdf: Reader) -> None:
    labels = labels_for(code)
    layout = {"page": PAGE_SIZES[page], "backs": Backs.LONG_EDGE}
    buffer = io.BytesIO()
    render_pdf([], buffer, PrintOptions(LayoutOptions(**layout), calibration=True, labels=labels))
    printed = read_pdf(buffer.getvalue())
    front = " ".join(printed.pages[0].extract_text().split())
    back = " ".join(printed.pages[1].extract_text().split())
    assert labels.calibration_title in front
    assert "…" not in front  # the instructions were not cut short
    assert " ".join(labels.calibration_front.split()[-3:]) in front
    assert labels.calibration_current.format(x="0", y="0") in front
    assert labels.calibration_back in back


def test_printed_czech_and_french_words_read_back(read_pdf: Reader) -> None:
    for labels, expected in (
        (CZECH, ["Vyčerpáno", "Naprostá nedůvěra", "Ohrožení 3", "Přehled pravidel", "Žolík"]),
        (FRENCH, ["Épuisé", "Confiance partielle", "Niveau de menace 3", "Aide-mémoire"]),
    ):
        data, preflight = render(every_kind(labels), labels)
        assert preflight.ok
        text = " ".join(" ".join(page.extract_text().split()) for page in read_pdf(data).pages)
        for word in expected:
            # Kind words and headings are set in capitals.
            assert word.casefold() in text.casefold(), word
        assert "exhausted" not in text.casefold()
