"""Export and import of campaigns: lossless round trip, all-or-nothing import."""

from __future__ import annotations

import base64
import io
import json
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from deskapp.core.exchange import (
    ImportRefusedError,
    add_import,
    check_import,
    export_campaign,
    export_character,
    write_export,
)
from deskapp.core.store import CampaignFile, NewCharacter
from deskapp.core.systems import document_of, spec
from deskapp.systems.agents.sheet import Agent, Aspect
from deskapp.systems.cinematic.sheet import CinematicCharacter


def png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (30, 40), "teal").save(buffer, "PNG")
    return buffer.getvalue()


@pytest.fixture
def source(tmp_path: Path):
    with CampaignFile.open(tmp_path / "source.carddesk") as campaign:
        bara = Agent("Bára Nováková", (Aspect("Řeč těla"),), notes="řeč")
        elodie = CinematicCharacter(
            "Élodie", (("Force", 3),), (("Escrime", 2),), luck=1, notes="œuvre"
        )
        campaign.add_character(NewCharacter("agents", bara.name, document_of(bara), png()))
        campaign.add_character(NewCharacter("cinematic", elodie.name, document_of(elodie)))
        campaign.set_options("agents", spec("agents").validated_options({"final_level": 5}))
        campaign.set_game_master(
            "founders",
            {"director": {"suspicion": 2}, "scene": {"name": "Přístav", "circumstances": []}},
        )
        yield campaign


def test_export_holds_characters_portraits_options_and_game_masters(source: CampaignFile) -> None:
    document = export_campaign(source)
    first = document["characters"][0]
    assert (first["name"], first["system"], first["notes"]) == ("Bára Nováková", "agents", "řeč")
    assert base64.b64decode(first["portrait"]["data"]) == png()
    assert first["portrait"]["media_type"] == "image/png"
    assert "portrait" not in document["characters"][1]
    assert document["options"]["agents"]["final_level"] == 5
    assert document["game_masters"]["founders"]["director"] == {"suspicion": 2}


def test_export_import_export_is_identical(source: CampaignFile, tmp_path: Path) -> None:
    first = tmp_path / "first.json"
    write_export(export_campaign(source), first)
    with CampaignFile.open(tmp_path / "copy.carddesk") as copy:
        add_import(copy, check_import(json.loads(first.read_text(encoding="utf-8"))))
        second = tmp_path / "second.json"
        write_export(export_campaign(copy), second)
    assert second.read_text(encoding="utf-8") == first.read_text(encoding="utf-8")


def test_a_single_character_exports_on_its_own(source: CampaignFile) -> None:
    character_id = source.characters()[1].id
    document = export_character(source, character_id)
    assert [entry["name"] for entry in document["characters"]] == ["Élodie"]


def damaged(change) -> dict[str, Any]:
    document = {
        "characters": [
            {"name": "Ota", "system": "founders", "traits": [{"name": "Silný", "score": 2}]},
            {"name": "Eva", "system": "cinematic", "attributes": {"Force": 2}, "luck": -1},
        ]
    }
    change(document)
    return document


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["characters"][1].pop("name"), "character 2: field 'name' is missing"),
        (
            lambda d: d["characters"][1].update(system="chess"),
            "character 2 \\('Eva'\\): field 'system' must be one of",
        ),
        (lambda d: d["characters"][1].update(luck=9), "character 2 \\('Eva'\\): .*luck"),
        (
            lambda d: d["characters"][0].update(colour="red"),
            "character 1 \\('Ota'\\): .*unknown field 'colour'",
        ),
        (
            lambda d: d["characters"][0]["traits"][0].update(score="a"),
            "character 1 \\('Ota'\\): .*traits\\[0\\].score",
        ),
        (
            lambda d: d["characters"][1].update(name="Bára Nováková"),
            "character 2 \\('Bára Nováková'\\): a character of that name is already",
        ),
        (
            lambda d: d["characters"][1].update(name="OTA"),
            "character 2 \\('OTA'\\): the file holds that name twice",
        ),
        (
            lambda d: d["characters"][1].update(
                portrait={"data": base64.b64encode(b"not an image").decode()}
            ),
            "character 2 \\('Eva'\\): field 'portrait': the portrait is not an image",
        ),
        (
            lambda d: d["characters"][1].update(portrait={"data": "***"}),
            "field 'portrait' is not valid base64",
        ),
        (lambda d: d.update(characters={}), 'no "characters" list'),
        (lambda d: d.update(version=99), "newer Card Desk"),
        (lambda d: d.update(options={"chess": {}}), "field 'options' must map rule systems"),
        (
            lambda d: d.update(options={"agents": {"final_level": "high"}}),
            "field 'options', agents: .*'final_level'",
        ),
        (
            lambda d: d.update(game_masters={"dice_banks": {"x": 1}}),
            "Dice banks system keeps no GM cards",
        ),
    ],
)
def test_a_bad_import_names_character_and_field_and_adds_nothing(
    source: CampaignFile, change, message: str
) -> None:
    before = export_campaign(source)
    with pytest.raises(ImportRefusedError, match=message):
        add_import(source, check_import(damaged(change)))
    assert export_campaign(source) == before


def test_import_adds_everything_and_fills_missing_options(source: CampaignFile) -> None:
    document = damaged(
        lambda d: d.update(
            options={"agents": {"final_level": 9}, "founders": {"contest_tie": "defender_wins"}}
        )
    )
    add_import(source, check_import(document))
    assert [row.name for row in source.characters()][-2:] == ["Ota", "Eva"]
    assert source.options("agents")["final_level"] == 5  # the campaign's own choice stays
    assert source.options("founders")["contest_tie"] == "defender_wins"


def test_a_non_object_file_is_refused(source: CampaignFile) -> None:
    with pytest.raises(ImportRefusedError, match="holds no JSON object"):
        add_import(source, check_import([1, 2]))
