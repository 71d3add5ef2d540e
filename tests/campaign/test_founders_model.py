"""The Founders domain model: tags, Founders, the Director, scenes; their JSON and its errors."""

from __future__ import annotations

import json

import pytest

from deskapp.systems.founders.sheet import (
    Circumstance,
    Director,
    Founder,
    FoundersDataError,
    FoundersError,
    Scene,
    Tag,
)


def round_trip(value):
    return type(value).from_json(json.loads(json.dumps(value.to_json())))


# -- F-01 tags ----------------------------------------------------------------------------------


def test_f01_a_tag_scores_1_unless_a_score_is_given() -> None:
    # rule F-01
    assert Tag("Clever").score == 1
    assert Tag.from_json({"name": "Clever"}) == Tag("Clever", 1)
    assert Tag("Engineer", 2).score == 2


@pytest.mark.parametrize(
    ("text", "tag"),
    [
        ("Engineer 2", Tag("Engineer", 2)),
        ("Clever", Tag("Clever")),
        ("  Time   crunch ", Tag("Time crunch")),
        ("Route 66 1", Tag("Route 66")),
    ],
)
def test_f01_tags_are_written_as_players_write_them(text: str, tag: Tag) -> None:
    # rule F-01: "Engineer 2", "Clever".
    assert Tag.parse(text) == tag
    assert Tag.parse(str(tag)) == tag
    assert str(Tag("Route 66")) == "Route 66 1" and str(Tag("Engineer", 2)) == "Engineer 2"


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Tag(""), "tag: name must not be empty"),
        (lambda: Tag("   "), "tag: name must not be empty"),
        (lambda: Tag(3), "tag: name must be text, not 3"),  # type: ignore[arg-type]
        (lambda: Tag("Clever", 0), "tag 'Clever': score must be a whole number from 1 to 99"),
        (lambda: Tag("Clever", True), "score must be a whole number from 1 to 99, not True"),
        (lambda: Tag.parse(""), "tag: name must not be empty"),
    ],
)
def test_f01_a_tag_has_a_name_and_a_score_of_at_least_1(make, message: str) -> None:
    # rule F-01
    with pytest.raises(FoundersDataError, match=message):
        make()


def test_f01_founders_carry_traits_and_consequences() -> None:
    # rule F-01: traits from creation, consequences from actions.
    ana = Founder("Ana", traits=[Tag("Engineer", 2), Tag("Clever")])
    hurt = ana.add_consequence(Tag("Wounded", 2))
    assert hurt.tags == (Tag("Engineer", 2), Tag("Clever"), Tag("Wounded", 2))
    assert ana.consequences == ()  # values never change in place
    assert hurt.remove_consequence("wounded").consequences == ()
    assert hurt.remove_consequence("WOUNDED").traits == ana.traits  # traits stay


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            lambda f: f.add_consequence(Tag("Hurt")).add_consequence(Tag("hurt")),
            "Ana already has the consequence 'hurt'",
        ),
        (
            lambda f: f.add_consequence(Tag("Hurt")).remove_consequence("Brave"),
            r"Ana has no consequence 'Brave' \(it has: Hurt\)",
        ),
        (lambda f: f.remove_consequence("Wounded"), r"no consequence 'Wounded' \(it has none\)"),
        (lambda f: f.spend_adversity(2), "Ana has 1 adversity token: cannot spend 2"),
        (lambda f: f.gain_adversity(-1), "count must be a whole number from 0 to 99"),
    ],
)
def test_f01_refused_edits_say_why(edit, message: str) -> None:
    # rule F-01
    ana = Founder("Ana", traits=(Tag("Engineer", 2), Tag("Clever")), adversity=1)
    with pytest.raises(FoundersError, match=message):
        edit(ana)


def test_f01_circumstances_are_tags_that_help_or_hinder() -> None:
    # rule F-01: a good circumstance helps the Founders, a bad one hinders them.
    cover = Circumstance("Cover", "good", 2)
    rain = Circumstance("Rain", "bad")
    assert (cover.index_card(), rain.index_card()) == (("Cover", "+2"), ("Rain", "\N{MINUS SIGN}1"))
    assert rain.as_tag() == Tag("Rain", 1)
    with pytest.raises(FoundersDataError, match="kind must be 'good' or 'bad', not 'ugly'"):
        Circumstance("Rain", "ugly")  # type: ignore[arg-type]
    with pytest.raises(FoundersDataError, match="value must be a whole number from 1 to 99"):
        Circumstance("Rain", "bad", 0)


# -- F-02 index cards ---------------------------------------------------------------------------


def test_f02_every_circumstance_has_an_index_card_for_all_to_see() -> None:
    # rule F-02: one card per circumstance, its name and signed value.
    scene = Scene("Docks", (Circumstance("Cover", "good", 2), Circumstance("Rain", "bad")))
    assert [item.index_card() for item in scene.circumstances] == [
        ("Cover", "+2"),
        ("Rain", "\N{MINUS SIGN}1"),
    ]


# -- F-14, F-16 tokens and points ---------------------------------------------------------------


def test_f14_adversity_tokens_are_gained_and_spent_never_below_zero() -> None:
    # rule F-14
    ana = Founder("Ana").gain_adversity().gain_adversity(2)
    assert ana.adversity == 3
    assert ana.spend_adversity(3).adversity == 0
    with pytest.raises(FoundersDataError, match="adversity must be a whole number from 0 to 99"):
        Founder("Ana", adversity=-1)


def test_f16_suspicion_points_are_gained_and_spent_never_below_zero() -> None:
    # rules F-15, F-16
    director = Director().gain_suspicion().gain_suspicion()
    assert director.spend_suspicion().suspicion == 1
    with pytest.raises(FoundersError, match="the Director has 0 suspicion points: cannot spend 1"):
        Director().spend_suspicion()
    with pytest.raises(FoundersError, match="director: suspicion must be a whole number"):
        Director(-2)


# -- F-31, F-32 scenes --------------------------------------------------------------------------


def test_f31_circumstances_can_be_added_to() -> None:
    # rule F-31
    scene = Scene("Docks").add(Circumstance("Cover", "good"))
    assert scene.add_value("cover", 2).circumstance("Cover").value == 3
    assert scene.set_value("Cover", 5).circumstance("Cover").value == 5
    with pytest.raises(FoundersDataError, match="value must be a whole number from 1 to 99"):
        scene.set_value("Cover", 0)
    with pytest.raises(FoundersDataError, match="amount must be a whole number from 1 to 99"):
        scene.add_value("Cover", 0)


def test_f32_circumstances_belong_to_their_scene_by_unique_name() -> None:
    # rule F-32
    scene = Scene("Docks").add(Circumstance("Cover", "good")).add(Circumstance("Rain", "bad"))
    assert scene.has("RAIN") and not scene.has("Fog")
    assert scene.free_name("Rain") == "Rain 2" and scene.free_name("Fog") == "Fog"
    assert [item.name for item in scene.remove("cover").circumstances] == ["Rain"]
    assert scene.rename("Rain", "Downpour").circumstance("downpour").kind == "bad"
    assert scene.rename("Rain", "rain").circumstance("Rain").name == "rain"
    with pytest.raises(FoundersError, match="already has the circumstance 'Cover'"):
        scene.add(Circumstance("cover", "bad"))
    with pytest.raises(FoundersError, match="already has the circumstance 'Cover'"):
        scene.rename("Rain", "COVER")
    with pytest.raises(FoundersError, match=r"has no circumstance 'Fog' \(it has: Cover, Rain\)"):
        scene.circumstance("Fog")


# -- stored form --------------------------------------------------------------------------------


def test_every_value_round_trips_through_json() -> None:
    ana = Founder("Ana", (Tag("Engineer", 2),), (Tag("Wounded"),), adversity=2)
    scene = Scene("Docks", (Circumstance("Cover", "good", 3), Circumstance("Rain", "bad")))
    for value in (ana, scene, Director(3), Tag("Clever"), Circumstance("Rain", "bad")):
        assert round_trip(value) == value
    assert ana.to_json() == {
        "name": "Ana",
        "traits": [{"name": "Engineer", "score": 2}],
        "consequences": [{"name": "Wounded", "score": 1}],
        "adversity": 2,
    }
    assert Founder.from_json({"name": "Bo"}) == Founder("Bo")
    assert Director.from_json({}) == Director(0)


@pytest.mark.parametrize(
    ("kind", "data", "message"),
    [
        (Founder, [], "founder: the value must be an object, not []"),
        (Founder, {"traits": []}, "founder: field 'name' is missing"),
        (Founder, {"name": ""}, "founder: name must not be empty"),
        (
            Founder,
            {"name": "Ana", "adversty": 1},
            "founder 'Ana': unknown field 'adversty' (known: name, traits, consequences, adversity)",
        ),
        (
            Founder,
            {"name": "Ana", "traits": "Clever"},
            "founder 'Ana': field 'traits' must be a list, not 'Clever'",
        ),
        (
            Founder,
            {"name": "Ana", "traits": [3]},
            "founder 'Ana': field 'traits[0]' must be an object, not 3",
        ),
        (
            Founder,
            {"name": "Ana", "traits": [{"name": "Engineer", "score": "2"}]},
            "founder 'Ana': traits[0].score must be a whole number from 1 to 99, not '2'",
        ),
        (
            Founder,
            {"name": "Ana", "consequences": [{"name": "Hurt"}, {"score": 2}]},
            "founder 'Ana': field 'consequences[1].name' is missing",
        ),
        (
            Founder,
            {"name": "Ana", "traits": [{"name": "Clever"}, {"name": "clever"}]},
            "founder 'Ana': traits[1] repeats the name 'clever'",
        ),
        (
            Founder,
            {"name": "Ana", "adversity": 1.5},
            "founder 'Ana': adversity must be a whole number from 0 to 99, not 1.5",
        ),
        (
            Scene,
            {"name": "Docks", "circumstances": [{"name": "Rain"}]},
            "scene 'Docks': field 'circumstances[0].kind' is missing",
        ),
        (
            Scene,
            {"name": "Docks", "circumstances": [{"name": "Rain", "kind": "bad", "value": -1}]},
            "scene 'Docks': circumstances[0].value must be a whole number from 1 to 99, not -1",
        ),
        (
            Director,
            {"suspicion": "2"},
            "director: suspicion must be a whole number from 0 to 99, not '2'",
        ),
        (Director, {"points": 2}, "director: unknown field 'points' (known: suspicion)"),
    ],
)
def test_bad_stored_values_name_the_field(kind, data, message: str) -> None:
    with pytest.raises(FoundersDataError) as error:
        kind.from_json(data)
    assert str(error.value) == message
