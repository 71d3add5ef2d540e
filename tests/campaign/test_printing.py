"""The campaign's cards as printable specs: every kind from the demo, filtered by kind and owner."""

from __future__ import annotations

import io
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from deskapp.core.demo import write_demo
from deskapp.core.errors import UserError
from deskapp.core.printing import (
    PrintSource,
    campaign_cards,
    card_counts,
    card_kinds,
    cards_to_print,
    chosen_characters,
    deck_kinds,
    default_kinds,
    parse_kinds,
    parse_names,
    read_campaign,
)
from deskapp.core.store import CampaignFile
from deskapp.systems.agents import printing as agents_printing
from deskapp.systems.agents.sheet import Relationship
from printables.document import render_pdf
from printables.geometry import PrintOptionError
from printables.labels import Labels
from printables.specs import (
    AspectCard,
    CharacterCard,
    Checks,
    FieldCard,
    PlayingCard,
    Track,
    card_title,
)

AGENTS = ("Bára Nováková", "Ondřej Říha", "Žofie Kučerová")


@pytest.fixture
def campaign(tmp_path: Path):
    with CampaignFile.open(tmp_path / "demo.carddesk") as campaign:
        write_demo(campaign)
        yield campaign


@pytest.fixture
def source(campaign: CampaignFile) -> PrintSource:
    return read_campaign(campaign)


def kinds_of(source: PrintSource, **choice) -> Counter:
    return Counter(card.kind for card in campaign_cards(source, **choice))


@pytest.mark.parametrize(
    "characters", [None, ["Radek Šťastný"], ["bára  NOVÁKOVÁ", "Radek Šťastný"], []]
)
def test_cards_are_counted_as_made_without_making_them(
    source: PrintSource, characters: list[str] | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An agent with a card toward someone no longer in the campaign.
    agent = next(c for c in source.characters if c.system == "agents")
    written = (Relationship("Gone Away"),)
    model = replace(agent.model, relationships=agent.model.relationships + written)
    changed = tuple(replace(c, model=model) if c is agent else c for c in source.characters)
    source = replace(source, characters=changed)
    made = kinds_of(source, characters=characters)
    # The Agents count theirs: an agent's relationship cards are N − 1, never made to count.
    monkeypatch.setattr(agents_printing, "relationship_card", None)
    assert card_counts(source, characters) == made


def test_the_demo_campaign_makes_every_kind_of_card(source: PrintSource) -> None:
    assert set(kinds_of(source)) == set(card_kinds())


def test_each_kind_has_as_many_cards_as_the_campaign_holds(source: PrintSource) -> None:
    assert kinds_of(source) == {
        # Agents; Dice banks (a portrait card and a sheet); Cinematic (a card, luck and notes).
        "character": 3 + 2 * 2 + 3 * 2,
        "aspect": 5 + 3 + 3,
        "equipment": 2,
        "relationship": 3 * 2,  # each agent toward each other agent
        "reserve": 2 + 1 + 1 + 3,  # the agents' (A-04) and the Coordinator's (A-07)
        "trait": 6,
        "consequence": 2,
        "threat": 2,
        "threat-level": 4,  # final level 4 by default
        "milestone": 4,
        "circumstance": 3,
        "rules": 4,
        "deck-red-black": 52,
        "deck-54": 54,
    }


def test_by_default_every_card_but_the_decks_is_printed(source: PrintSource) -> None:
    printed = cards_to_print(source)
    assert len(printed) == sum(kinds_of(source)[kind] for kind in default_kinds())
    assert not any(isinstance(spec, PlayingCard) for spec in printed)
    assert set(deck_kinds()) == set(card_kinds()) - set(default_kinds())


def test_each_characters_cards_come_together_before_the_shared_ones(source: PrintSource) -> None:
    cards = campaign_cards(source)
    owners = [card.owner for card in cards]
    first_shared = owners.index("")
    assert all(owner == "" for owner in owners[first_shared:])
    seen: list[str] = []
    for owner in owners[:first_shared]:
        if not seen or seen[-1] != owner:
            assert owner not in seen, f"{owner}'s cards are split"
            seen.append(owner)
    assert seen[:3] == list(AGENTS)
    bara = [card.kind for card in cards if card.owner == AGENTS[0]]
    assert (
        bara
        == ["character"] + ["aspect"] * 5 + ["equipment"] + ["relationship"] * 2 + ["reserve"] * 2
    )


def test_chosen_kinds_print_in_the_engines_order(source: PrintSource) -> None:
    specs = cards_to_print(source, ["milestone", "threat-level"])
    assert [spec.title for spec in specs] == [
        *(f"Threat level {n}" for n in range(1, 5)),
        *(f"Milestone {n}" for n in range(1, 5)),
    ]


def test_choosing_characters_prints_only_what_they_own(source: PrintSource) -> None:
    specs = cards_to_print(source, characters=["bára  NOVÁKOVÁ"])
    assert len(specs) == 11
    assert {getattr(spec, "footer", "") for spec in specs[1:]} == {AGENTS[0]}
    assert isinstance(specs[0], CharacterCard)
    assert specs[0].name == AGENTS[0]


def test_chosen_characters_with_kinds_bring_their_systems_shared_cards(
    source: PrintSource,
) -> None:
    specs = cards_to_print(source, ["character", "rules"], ["Radek Šťastný"])
    # His portrait card and his sheet, then the Dice banks rules card.
    assert [card_title(spec) for spec in specs] == ["Radek Šťastný", "Radek Šťastný", "Dice banks"]


def test_an_unknown_character_is_refused_with_the_list(source: PrintSource) -> None:
    with pytest.raises(UserError, match="no character called 'Nobody'.*Bára Nováková"):
        chosen_characters(source, ["Nobody"])
    assert chosen_characters(source, ["noël œillet"]) == ("Noël Œillet",)


def test_kinds_are_read_from_a_comma_list() -> None:
    assert parse_kinds(" Threat_Level, aspect,aspect ") == ("aspect", "threat-level")
    with pytest.raises(PrintOptionError, match="unknown kind of card 'cards'.*deck-54"):
        parse_kinds("aspect,cards")
    with pytest.raises(PrintOptionError, match="at least one"):
        parse_kinds(" , ")
    assert parse_names("Bára Nováková, Ondřej Říha") == AGENTS[:2]


def test_a_relationship_card_ticks_its_value_and_lists_its_reasons(source: PrintSource) -> None:
    cards = {
        (card.owner, card.spec.title): card.spec
        for card in campaign_cards(source)
        if card.kind == "relationship"
    }
    trust = cards[(AGENTS[1], AGENTS[0])]
    checks, lines = trust.fields
    assert isinstance(checks, Checks)
    assert checks.options[checks.marked] == "Full trust"
    assert lines.entries == (
        "She pulled me out of the water",
        "Kept quiet under questioning",
    )
    # Nothing written toward Ondřej on Žofie's sheet: the card reads Neutral.
    unwritten = cards[(AGENTS[2], AGENTS[1])]
    assert unwritten.fields[0].options[unwritten.fields[0].marked] == "Neutral"
    assert unwritten.fields[1].entries == ()


def test_play_state_is_left_for_pencil(source: PrintSource) -> None:
    aspects = [
        card.spec
        for card in campaign_cards(source)
        if card.kind == "aspect" and card.owner == AGENTS[1]
    ]
    assert "I know every alley of the old district" in [
        spec.text for spec in aspects
    ]  # exhausted in play
    assert not any(spec.exhausted for spec in aspects)


def test_aspect_kinds_and_equipment_are_kept(source: PrintSource) -> None:
    cards = [card.spec for card in campaign_cards(source, [AGENTS[0]])]
    words = [spec.kind_word for spec in cards if isinstance(spec, AspectCard)]
    assert words == [
        "Aspect",
        "Aspect",
        "Special aspect",
        "Negative aspect",
        "Limiting aspect",
        "Equipment",
    ]
    equipment = cards[6]
    assert (equipment.title, equipment.text) == ("Service pistol", "A steady aim")


def test_a_dice_banks_scar_keeps_its_own_number_of_boxes(source: PrintSource) -> None:
    (portrait, card) = cards_to_print(source, ["character"], ["Radek Šťastný"])
    assert isinstance(portrait, CharacterCard) and isinstance(card, FieldCard)
    tracks = [field for field in card.fields if isinstance(field, Track)]
    assert [(t.name, t.boxes) for t in tracks] == [
        ("Physical", 5),
        ("Social", 5),
        ("Mental", 5),
        ("Body", 6),
        ("Mind", 4),
    ]


def test_a_dice_banks_scar_ticks_the_damage_the_sheet_records(source: PrintSource) -> None:
    """B-23: the Scar's damage (1 stun and 1 lethal in Body) is ticked, as a relationship
    card ticks its level; the banks stay empty, spent only in play."""
    (_, card) = cards_to_print(source, ["character"], ["Radek Šťastný"])
    assert isinstance(card, FieldCard)
    tracks = [field for field in card.fields if isinstance(field, Track)]
    assert [t.ticked for t in tracks] == [0, 0, 0, 2, 0]


def test_b21_the_capacity_attributes_print_on_the_portrait_card(source: PrintSource) -> None:
    """B-21: the capacity attribute is the rating of the Power roll: the player needs it."""
    (portrait, _) = cards_to_print(source, ["character"], ["Radek Šťastný"])
    assert isinstance(portrait, CharacterCard)
    assert ("Capacities", (("Endurance", "4"),)) in portrait.groups


def test_b24_equipment_with_its_own_power_prints_it(source: PrintSource) -> None:
    """B-24: a weapon's own Power replaces the capacity attribute: it is on the card."""
    (portrait, _) = cards_to_print(source, ["character"], ["Radek Šťastný"])
    assert isinstance(portrait, CharacterCard)
    assert ("Equipment", (("Longsword", "3"),)) in portrait.groups


def test_portraits_come_from_the_store(campaign: CampaignFile, source: PrintSource) -> None:
    stored = {row.name: row.portrait for row in campaign.characters()}
    for spec in cards_to_print(source, ["character"]):
        if isinstance(spec, CharacterCard):
            assert spec.portrait == stored[spec.name]


def test_the_final_level_sets_the_threat_level_and_milestone_cards(
    campaign: CampaignFile,
) -> None:
    campaign.set_options("agents", {"final_level": 6, "step": 2})
    assert kinds_of(read_campaign(campaign))["threat-level"] == 6
    campaign.set_options("agents", {"final_level": "aspects"})
    # the average own aspects (4, 2, 2 → 2) but at least 4.
    counts = kinds_of(read_campaign(campaign))
    assert counts["threat-level"] == counts["milestone"] == 4


def test_the_red_black_deck_has_the_configured_counts(campaign: CampaignFile) -> None:
    campaign.set_options("agents", {"deck": "red_black", "black": 12, "red": 8})
    deck = [card.spec for card in campaign_cards(read_campaign(campaign))]
    deck = [spec for spec in deck if isinstance(spec, PlayingCard) and spec.card.serial]
    assert Counter(spec.colour_word for spec in deck) == {"Black": 12, "Red": 8}


class Chosen(Labels):
    """Labels that word the cards as a test chose, in place of the catalogue."""

    def translated(self, english: object) -> object:
        chosen = {"Aspect": "Aspekt", "Threat level": "Úroveň hrozby", "Reserve": "Rezerva"}
        if isinstance(english, str):
            return chosen.get(english, english)
        return Labels.translated(self, english)


def test_every_word_comes_from_the_labels_given(source: PrintSource) -> None:
    czech = Chosen()
    specs = cards_to_print(source, ["aspect", "reserve", "threat-level"], labels=czech)
    assert specs[0].kind_word == "Aspekt"
    assert "Rezerva" in {spec.kind for spec in specs if isinstance(spec, FieldCard)}
    assert specs[-1].title == "Úroveň hrozby 4"


def test_without_stored_gm_cards_no_threat_is_made_up(source: PrintSource) -> None:
    agents_only = PrintSource(tuple(c for c in source.characters if c.system == "agents"))
    counts = kinds_of(agents_only)
    assert counts["threat"] == 0
    assert counts["reserve"] == 2 + 1 + 1
    assert counts["threat-level"] == 4
    assert counts["circumstance"] == 0


def test_an_emptied_gm_side_counts_as_none(campaign: CampaignFile) -> None:
    campaign.set_game_master("agents", {})
    counts = kinds_of(read_campaign(campaign))
    assert counts["threat"] == 0
    assert counts["threat-level"] == 4


def test_an_empty_campaign_prints_nothing(tmp_path: Path) -> None:
    with CampaignFile.open(tmp_path / "empty.carddesk") as campaign:
        assert cards_to_print(read_campaign(campaign)) == []


def test_the_demo_campaign_renders(source: PrintSource) -> None:
    specs = cards_to_print(source)
    preflight = render_pdf(specs, io.BytesIO())
    assert preflight.cards == len(specs)
    assert preflight.pages == -(-len(specs) // 9)
