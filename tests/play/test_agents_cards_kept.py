"""An agent as the table shows it (its sheet with its relationship cards) is worked out once
and kept until its sheet or one of its cards is replaced: every key asks for each agent."""

from __future__ import annotations

import copy

from deskapp.systems.agents.sheet import Relation
from tests.play.test_agents_driver import ANNA, BARA, CYRIL, draw, resolve, table


def test_an_agent_is_the_same_value_until_play_changes_it() -> None:
    driver = table(mirror=True)
    assert driver.agent(ANNA) is driver.agent(ANNA)  # kept, not copied again
    before = driver.agent(ANNA)
    driver.perform(draw(ANNA, "3H KS", aspects=["Sharp eyes"]))
    driver.perform(resolve(exhaust=["Sharp eyes"]))
    assert driver.agent(ANNA) is not before
    assert driver.agent(ANNA).aspect("Sharp eyes").exhausted


def test_a_changed_relationship_card_shows_in_the_agent() -> None:
    # rule A-24: a scene's end changes a relationship; the agent shown carries the new card
    driver = table(mirror=True)
    assert driver.agent(BARA).relationship(CYRIL).level is not Relation.PARTIAL_DISTRUST
    driver.perform(
        {
            "do": "end_scene",
            "on": "2026-05-28",
            "changes": [
                {"agent": BARA, "toward": CYRIL, "to": "partial_distrust", "reason": "lies"}
            ],
        }
    )
    assert driver.agent(BARA).relationship(CYRIL).level is Relation.PARTIAL_DISTRUST


def test_a_copy_of_the_table_keeps_its_own_agents() -> None:
    driver = table(mirror=True)
    shown = driver.agent(BARA)
    twin = copy.deepcopy(driver.state)
    twin.relations[BARA][CYRIL] = twin.relations[BARA][CYRIL].exhaust()
    assert twin.agent(BARA).relationship(CYRIL).exhausted
    assert driver.agent(BARA) is shown and not shown.relationship(CYRIL).exhausted
