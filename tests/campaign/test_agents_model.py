"""The Agents campaign model (rules A-01 … A-08, A-24, A-40): cards, validation, JSON."""

from __future__ import annotations

import json
from datetime import date

import pytest

from deskapp.core.errors import UserError
from deskapp.systems.agents.sheet import (
    Agent,
    Aspect,
    AspectKind,
    Coordinator,
    Equipment,
    ModelError,
    Relation,
    Relationship,
    ThreatCard,
    Threatened,
)


def anna(**changes) -> Agent:
    fields = {
        "name": "Anna",
        "aspects": (Aspect("Sharp eyes"), Aspect("Second sight", AspectKind.SPECIAL)),
    }
    return Agent(**(fields | changes))


def full_agent() -> Agent:
    trust = Relationship("Bára").changed(
        Relation.PARTIAL_TRUST, "she covered for me", date(2026, 3, 1), scene=2
    )
    return Agent(
        name="Anna Nováková",
        aspects=(
            Aspect("Sharp eyes", exhausted=True),
            Aspect("Second sight", AspectKind.SPECIAL),
            Aspect("Broken arm", AspectKind.NEGATIVE),
            Aspect("Afraid of the dark", AspectKind.LIMITING),
        ),
        appearance="tall, grey coat",
        portrait="portraits/anna.png",
        notes="Knows Cyril from the academy.\nOwes him one.",
        relationships=(trust, Relationship("Cyril", Relation.FULL_DISTRUST)),
        reserves=3,
        equipment=(Equipment("Lockpicks", ("Sharp eyes",), aspect="Opens any lock"),),
    )


def test_a01_a_character_card_needs_a_name_and_may_have_a_portrait() -> None:
    # rule A-01
    assert anna().portrait is None and anna().appearance == ""
    assert anna(portrait="anna.png", appearance="tall").portrait == "anna.png"
    with pytest.raises(ModelError, match="^name: must not be empty$"):
        anna(name="  ")
    with pytest.raises(ModelError, match=r"^agent: name: is missing$"):
        Agent.from_json({"aspects": [{"text": "Sharp eyes"}]})


def test_a02_an_agent_has_one_to_ten_aspects_of_its_own() -> None:
    # rule A-02
    with pytest.raises(ModelError, match="1 to 10 aspects of its own .* not 0 .*rule A-02"):
        anna(aspects=(Aspect("Broken arm", AspectKind.NEGATIVE),))
    with pytest.raises(ModelError, match="not 11"):
        anna(aspects=tuple(Aspect(f"Aspect {n}") for n in range(11)))
    ten = anna(aspects=tuple(Aspect(f"Aspect {n}") for n in range(10)))
    given = ten.adding(Aspect("Broken arm", AspectKind.NEGATIVE))
    assert given.own_aspect_count == 10 and len(given.aspects) == 11


def test_a02_every_kind_of_aspect_and_its_exhausted_state() -> None:
    # rule A-02
    assert [kind.value for kind in AspectKind] == [
        "ordinary",
        "negative",
        "special",
        "temporary",
        "limiting",
        "equipment",
    ]
    assert AspectKind.LIMITING.label == "permanent limiting"
    aspect = Aspect("Sharp eyes")
    assert (
        not aspect.exhausted
        and aspect.exhaust().exhausted
        and not aspect.exhaust().restore().exhausted
    )
    with pytest.raises(ModelError, match="temporary aspect lasts one test"):
        anna(aspects=(Aspect("Sharp eyes"), Aspect("Lucky", AspectKind.TEMPORARY)))
    with pytest.raises(ModelError, match="belongs on an equipment card"):
        anna(aspects=(Aspect("Sharp eyes"), Aspect("Gun", AspectKind.EQUIPMENT)))
    with pytest.raises(ModelError, match="two aspects are called 'sharp eyes'"):
        anna(aspects=(Aspect("Sharp eyes"), Aspect("sharp eyes")))


def test_a03_relationship_cards_hold_a_dated_history_with_reasons() -> None:
    # rule A-03
    card = Relationship("Bára")
    assert card.level is Relation.NEUTRAL and card.history == ()
    trusted = card.changed(Relation.FULL_TRUST, "she saved me", date(2026, 3, 1), scene=4)
    wary = trusted.changed(Relation.PARTIAL_DISTRUST, "she lied", date(2026, 3, 8))
    assert [(c.before, c.after, c.reason, c.on) for c in wary.history] == [
        (Relation.NEUTRAL, Relation.FULL_TRUST, "she saved me", date(2026, 3, 1)),
        (Relation.FULL_TRUST, Relation.PARTIAL_DISTRUST, "she lied", date(2026, 3, 8)),
    ]
    assert wary.history[0].scene == 4
    assert anna().relationship("Bára") == Relationship("Bára")


def test_a03_a_history_that_does_not_chain_is_refused() -> None:
    # rule A-03
    data = Relationship("Bára").changed(Relation.FULL_TRUST, "why", date(2026, 3, 1)).to_json()
    data["level"] = "neutral"
    with pytest.raises(ModelError, match="level: is Neutral but the history ends at Full trust"):
        Relationship.from_json(data)


def test_a04_reserves_start_at_one_and_never_go_below_zero() -> None:
    # rule A-04
    assert anna().reserves == 1
    with pytest.raises(ModelError, match="reserves: cannot be below zero"):
        anna(reserves=-1)
    with pytest.raises(ModelError, match="agent 'Anna': reserves: must be a whole number, not '2'"):
        Agent.from_json(anna().to_json() | {"reserves": "2"})


def test_a05_equipment_names_the_character_aspects_it_fits() -> None:
    # rule A-05
    lockpicks = Equipment("Lockpicks", ("Sharp eyes", "Burglar"))
    assert lockpicks.aspect_text == "Lockpicks" and lockpicks.fits_any(["burglar"])
    assert not lockpicks.fits_any(["Second sight"])
    with pytest.raises(ModelError, match="fits: name at least one character aspect .*A-17"):
        Equipment("Lockpicks", ())


def test_a06_the_coordinator_has_at_least_one_threat_card() -> None:
    # rule A-06
    card = ThreatCard(
        "The hum under Prague", Threatened.CIVILIANS, "first pets, then people vanish"
    )
    assert Coordinator((card,)).threat_cards == (card,)
    assert [value.value for value in Threatened] == ["civilians", "agents", "both"]
    with pytest.raises(ModelError, match="at least one threat card .*A-06"):
        Coordinator(())
    with pytest.raises(
        ModelError, match=r"coordinator: threat_cards\[0\].threatens: 'pets' is not"
    ):
        Coordinator.from_json({"threat_cards": [{"name": "Hum", "threatens": "pets"}]})


def test_a07_coordinator_reserves_one_per_player_plus_rewards() -> None:
    # rule A-07
    assert Coordinator.starting_reserves(players=3, rewards=2) == 5
    coordinator = Coordinator((ThreatCard("Hum"),), reserves=Coordinator.starting_reserves(4))
    assert coordinator.reserves == 4 and coordinator.with_reserves(6).reserves == 6
    with pytest.raises(ModelError, match="reserves: cannot be below zero"):
        coordinator.with_reserves(-1)


def test_a08_an_optional_starting_threat_level() -> None:
    # rule A-08
    assert Coordinator((ThreatCard("Hum"),)).start_threat == 0
    assert Coordinator((ThreatCard("Hum"),), start_threat=2).start_threat == 2
    with pytest.raises(ModelError, match="start_threat: cannot be below zero"):
        Coordinator((ThreatCard("Hum"),), start_threat=-1)


def test_a24_a_relationship_change_keeps_a_reason_when_given_and_needs_none() -> None:
    # rule A-24
    silent = Relationship("Bára").changed(Relation.FULL_TRUST, "  ", date(2026, 3, 1))
    assert silent.level is Relation.FULL_TRUST and silent.history[0].reason == ""
    told = Relationship("Bára").changed(Relation.FULL_TRUST, " she lied ", date(2026, 3, 1))
    assert told.history[0].reason == "she lied"
    assert Relationship.from_json(silent.to_json()) == silent
    stored = silent.to_json()
    del stored["history"][0]["reason"]  # a stored change may leave its reason out
    assert Relationship.from_json(stored) == silent
    with pytest.raises(ModelError, match="already Neutral"):
        Relationship("Bára").changed(Relation.NEUTRAL, "no change", date(2026, 3, 1))


def test_a40_five_relationships_neutral_by_default_and_not_reciprocal() -> None:
    # rule A-40
    assert [r.label for r in Relation] == [
        "Neutral",
        "Partial trust",
        "Full trust",
        "Partial distrust",
        "Full distrust",
    ]
    trusting = anna(relationships=(Relationship("Bára", Relation.FULL_TRUST),))
    bara = Agent(
        "Bára", (Aspect("Hacker"),), relationships=(Relationship("Anna", Relation.FULL_DISTRUST),)
    )
    assert trusting.relationship("Bára").level is Relation.FULL_TRUST
    assert bara.relationship("Anna").level is Relation.FULL_DISTRUST
    assert anna().relationship("Cyril").level is Relation.NEUTRAL
    with pytest.raises(ModelError, match="no relationship card toward itself"):
        anna(relationships=(Relationship("anna"),))


def test_an_agent_round_trips_through_json_losslessly() -> None:
    agent = full_agent()
    data = json.loads(json.dumps(agent.to_json()))
    assert Agent.from_json(data) == agent
    # The stored keys keep the order the campaign file and exports have always written.
    assert list(data) == [
        "name",
        "appearance",
        "portrait",
        "notes",
        "aspects",
        "relationships",
        "reserves",
        "equipment",
    ]
    assert [list(item) for item in data["equipment"]] == [
        ["name", "aspect", "fits", "exhausted"] for _ in agent.equipment
    ]
    coordinator = Coordinator(
        (ThreatCard("Hum", Threatened.AGENTS, "it grows"), ThreatCard("Cult")), 3, 1, "notes"
    )
    assert Coordinator.from_json(json.loads(json.dumps(coordinator.to_json()))) == coordinator


def test_lookups_ignore_case_and_edits_return_new_agents() -> None:
    agent = full_agent()
    assert agent.aspect("SHARP EYES").text == "Sharp eyes"
    assert agent.item("lockpicks").aspect_text == "Opens any lock"
    fresh = agent.with_aspect("sharp eyes", agent.aspect("Sharp eyes").restore())
    assert not fresh.aspect("Sharp eyes").exhausted and agent.aspect("Sharp eyes").exhausted
    assert not agent.without("Broken arm").has_aspect("Broken arm")
    with pytest.raises(ModelError, match="Anna Nováková has no aspect 'Wings'"):
        agent.aspect("Wings")
    with pytest.raises(ModelError, match="has no equipment 'Gun' \\(equipment: 'Lockpicks'\\)"):
        agent.item("Gun")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"aspects": []}, r"^agent 'Anna': aspects: an agent has 1 to 10"),
        ({"aspects": "many"}, r"^agent 'Anna': aspects: must be a list, not 'many'$"),
        (
            {"aspects": [{"text": "A", "kind": "big"}]},
            r"aspects\[0\]\.kind: 'big' is not an aspect kind \(use ordinary, negative",
        ),
        ({"aspects": [{"text": ""}]}, r"^agent 'Anna': aspects\[0\]\.text: must not be empty$"),
        (
            {"aspects": [{"text": "A", "exhausted": "yes"}]},
            r"aspects\[0\]\.exhausted: must be true or false, not 'yes'",
        ),
        (
            {"aspects": [{"txt": "A"}]},
            r"aspects\[0\]\.txt: unknown field \(known: text, kind, exhausted\)",
        ),
        (
            {"relationships": [{"toward": "Bára", "level": "love"}]},
            r"relationships\[0\]\.level: 'love' is not a relationship",
        ),
        (
            {
                "relationships": [
                    {
                        "toward": "Bára",
                        "level": "full_trust",
                        "history": [
                            {
                                "on": "March",
                                "before": "neutral",
                                "after": "full_trust",
                                "reason": "x",
                            }
                        ],
                    }
                ]
            },
            r"relationships\[0\]\.history\[0\]\.on: 'March' is not a date",
        ),
        ({"equipment": [{"name": "Gun"}]}, r"equipment\[0\]\.fits: is missing"),
        (
            {"equipment": [{"name": "Gun", "fits": [3]}]},
            r"equipment\[0\]\.fits\[0\]: must be text, not 3",
        ),
        ({"portrait": 7}, r"portrait: must be text, not 7"),
        ({"colour": "red"}, r"^agent 'Anna': colour: unknown field"),
    ],
)
def test_invalid_json_is_refused_naming_the_field(change: dict, message: str) -> None:
    data = anna().to_json() | change
    with pytest.raises(ModelError, match=message) as caught:
        Agent.from_json(data)
    assert isinstance(caught.value, UserError) and "\n" not in str(caught.value)


def test_a_non_object_is_refused_with_a_clear_message() -> None:
    with pytest.raises(ModelError, match="^agent: must be a JSON object, not a list$"):
        Agent.from_json([])
    with pytest.raises(ModelError, match=r"aspects\[0\]: must be a JSON object, not 'Sharp eyes'"):
        Agent.from_json({"name": "Anna", "aspects": ["Sharp eyes"]})
