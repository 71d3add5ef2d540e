"""A digital table's session draws from a committed seed (issue 28): value number g it
stores is the seed's draw number g, whatever happens at the table — refusals, undo and
redo, a store that fails, a resumed session."""

from __future__ import annotations

import json
import signal
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deskapp.core import fair, systems
from deskapp.core.demo import _groups, write_demo
from deskapp.core.errors import UserError
from deskapp.core.exchange import export_campaign
from deskapp.core.play.fairness import (
    NOT_REVEALED,
    NOT_VERIFIABLE,
    VERIFIED,
    Verdict,
    check_session,
)
from deskapp.core.play.kernel import History
from deskapp.core.play.recording import RecordedRandom
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.store import CampaignFile, CampaignWriteError

MIRROR_FIELDS = {"agents": "cards", "founders": "dice", "dice_banks": "faces", "cinematic": "drawn"}
"""What a demo action types in from the real table: left out, the digital table draws it."""


def tables(campaign: CampaignFile, mirror: bool = False) -> list[tuple[Any, dict, list[dict]]]:
    """Each system's demo group at a table: its driver, its setup and its demo actions."""
    found = []
    for system, group in _groups():
        assert group.session is not None
        driver = system.driver_class()
        setup = driver.setup_from_campaign(
            choose_table(campaign, system, group.session.players, mirror)
        )
        actions = [
            {key: value for key, value in action.items() if key != MIRROR_FIELDS[system.key]}
            for action in group.session.actions
        ]
        found.append((driver, setup, actions))
    return found


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("fair") / "demo.cdk"
    with CampaignFile.open(path) as campaign:
        write_demo(campaign)
    return path


def stored_values(campaign: CampaignFile, session_id: int) -> int:
    logs = [campaign.session_setup(session_id), *campaign.session_events(session_id)]
    return sum(len(log["random"]) for log in logs)


def verdict(campaign: CampaignFile, session_id: int) -> Any:
    summary = next(s for s in campaign.sessions() if s.id == session_id)
    return check_session(
        systems.driver_class(summary.system),
        campaign.session_setup(session_id),
        campaign.session_events(session_id),
    )


def revealed(campaign: CampaignFile, session: PlaySession) -> Any:
    """The session's verdict once the GM has revealed its seed (and before: not revealed)."""
    assert verdict(campaign, session.session_id).verdict == NOT_REVEALED
    session.perform({"do": "reveal"})
    return verdict(campaign, session.session_id)


def test_a_digital_table_commits_to_its_seed_before_the_first_value(
    demo_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    seen: list[dict] = []
    draw = fair.FairRandom.getrandbits

    def first_draw(self: fair.FairRandom, k: int) -> int:
        if not seen:  # the file already holds the commitment, committed
            assert not campaign._db.in_transaction
            (summary,) = campaign.sessions()
            seen.append(campaign.session_setup(summary.id))
            seen.append({"seed": campaign.session_seed(summary.id)})
        return draw(self, k)

    def failing(*_: Any) -> None:
        raise CampaignWriteError("the disk is full")

    monkeypatch.setattr(fair.FairRandom, "getrandbits", first_draw)
    monkeypatch.setattr(CampaignFile, "set_session_opening", failing)
    with CampaignFile.open(path) as campaign:
        driver, setup, _ = next(t for t in tables(campaign) if t[0].SYSTEM == "cinematic")
        with pytest.raises(CampaignWriteError):
            PlaySession.start(campaign, driver, "Night", setup)
    setup_then, seed = seen
    assert setup_then["random"] == []
    assert setup_then["fair"] == {
        "algorithm": fair.ALGORITHM,
        "commitment": fair.commitment(fair.parse_seed(seed["seed"])),
    }
    monkeypatch.undo()
    # Reopened, the session draws its opening from the committed seed's first draws.
    with CampaignFile.open(path) as campaign:
        (summary,) = campaign.sessions()
        session = PlaySession.resume(campaign, summary.id, driver)
        assert campaign.session_setup(summary.id)["random"] == list(session.history.opening)
        assert session.history.opening
        assert revealed(campaign, session).verdict == VERIFIED


REPO = Path(__file__).resolve().parents[2]
KILLED_AT_FIRST_DRAW = textwrap.dedent(
    """
    import os, signal, sys
    from deskapp.core import fair
    from deskapp.core.play.session import PlaySession
    from deskapp.core.play.setup import TableChoice
    from deskapp.core.store import CampaignFile
    from deskapp.systems.cinematic.driver import CinematicDriver
    from deskapp.systems.cinematic.sheet import CinematicCharacter

    def power_cut(self, k):  # the app dies as the first random value is drawn
        os.kill(os.getpid(), signal.SIGKILL)

    fair.FairRandom.getrandbits = power_cut
    campaign = CampaignFile.open(sys.argv[1])
    players = [CinematicCharacter("Bára"), CinematicCharacter("Ota")]
    setup = CinematicDriver.setup_from_campaign(TableChoice(players, None, {}, False))
    PlaySession.start(campaign, CinematicDriver, "Power cut", setup)
    """
)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_an_app_killed_at_its_first_draw_has_committed_its_seed(
    tmp_path: Path, killed_run: Any
) -> None:
    """Issue 28: the commitment is stored before the first random value is drawn, tested by
    killing the app between the two: reopened, the session shows the commitment it had
    before any card, draws its opening from that seed, and verifies once revealed."""
    path = tmp_path / "c.cdk"
    killed_run(KILLED_AT_FIRST_DRAW, str(path), cwd=REPO, PYTHONPATH=str(REPO))
    with CampaignFile.open(path) as campaign:
        (summary,) = campaign.sessions()
        setup = campaign.session_setup(summary.id)
        seed = campaign.session_seed(summary.id)
        assert setup["random"] == [] and seed is not None
        assert setup["fair"]["commitment"] == fair.commitment(fair.parse_seed(seed))
        session = PlaySession.resume(campaign, summary.id, systems.driver_class("cinematic"))
        assert session.history.opening  # the shuffles, drawn from the committed seed
        assert revealed(campaign, session).verdict == VERIFIED


def test_a_mirror_table_has_no_seed_and_old_sessions_are_not_verifiable(
    demo_file: Path, tmp_path: Path
) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        for driver, setup, _ in tables(campaign, mirror=True):  # each system's mirror table
            PlaySession.start(campaign, driver, f"Mirror {driver.SYSTEM}", setup)
        summaries = campaign.sessions()
        assert len(summaries) == 4
        for summary in summaries:
            assert campaign.session_seed(summary.id) is None
            assert "fair" not in campaign.session_setup(summary.id)
            assert verdict(campaign, summary.id).verdict == NOT_VERIFIABLE


def test_an_export_of_a_session_in_play_never_carries_its_seed(
    demo_file: Path, tmp_path: Path
) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        seeds = []
        for driver, setup, actions in tables(campaign):
            session = PlaySession.start(campaign, driver, "Night", setup)
            for action in actions:
                try:
                    session.perform(action)
                except UserError:
                    pass
            seeds.append(campaign.session_seed(session.session_id))
        text = json.dumps(export_campaign(campaign))
    assert all(seeds) and not any(seed in text for seed in seeds)


class _DrawsThenRefuses:
    """A table whose one action draws three values, then refuses half the time."""

    def __init__(self, rng: RecordedRandom) -> None:
        self.rng = rng

    def perform(self, action: dict[str, Any]) -> Any:
        values = [self.rng.getrandbits(8) for _ in range(3)]
        if action.get("refuse"):
            raise UserError("refused after drawing")
        return values


def test_a_refused_action_gives_back_the_draws_it_made() -> None:
    generator = fair.FairGenerator.from_seed(bytes(32))
    rng = RecordedRandom(fair.FairRandom(generator))
    history = History(_DrawsThenRefuses, rng, [])
    with pytest.raises(UserError):
        history.perform({"refuse": True})
    kept = history.perform({})
    assert kept == [fair.FairRandom(generator.at(g)).getrandbits(8) for g in range(3)]
    history.perform({"do": "undo"})
    history.perform({"do": "redo"})
    assert rng.position() == generator.at(3)


ACTION = st.one_of(
    st.integers(0, 5).map(lambda index: ("demo", index)),
    st.sampled_from([("undo",), ("redo",), ("refused",), ("store fails",), ("resume",)]),
)


@pytest.mark.slow
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(system=st.integers(0, 3), steps=st.lists(ACTION, max_size=14))
def test_every_stored_value_is_the_seeds_draw_of_its_number(
    demo_file: Path, tmp_path_factory: pytest.TempPathFactory, system: int, steps: list[tuple]
) -> None:
    path = tmp_path_factory.mktemp("play") / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        driver, setup, actions = tables(campaign)[system]
        session = PlaySession.start(campaign, driver, "Night", setup)
        for step in steps:
            if step[0] == "resume":
                session = PlaySession.resume(campaign, session.session_id, driver)
                continue
            action: dict[str, Any]
            if step[0] == "demo":
                action = dict(actions[step[1] % len(actions)])
            elif step[0] in ("undo", "redo"):
                action = {"do": step[0]}
            elif step[0] == "refused":
                action = {"do": "no such action"}
            else:  # the next action is not stored: the table goes back to what is
                action = dict(actions[0])
                append = campaign.append_session_event

                def full(*_: Any) -> Any:
                    raise CampaignWriteError("the disk is full")

                campaign.append_session_event = full  # type: ignore[method-assign]
                try:
                    session.perform(action)
                except UserError:
                    pass
                finally:
                    campaign.append_session_event = append  # type: ignore[method-assign]
                continue
            try:
                session.perform(action)
            except UserError:
                pass
            # The live source stands at the draw after the last stored value.
            position = session.rng.position()
            assert position is not None
            assert position.draws == stored_values(campaign, session.session_id)
        assert revealed(campaign, session) == Verdict(VERIFIED)


def test_a_players_contribution_changes_every_value_after_it_and_is_verified(
    demo_file: Path, tmp_path: Path
) -> None:
    path = tmp_path / "c.cdk"
    path.write_bytes(demo_file.read_bytes())
    with CampaignFile.open(path) as campaign:
        driver, setup, actions = tables(campaign)[2]  # Dice banks: a conflict, then rolls
        session = PlaySession.start(campaign, driver, "Night", setup)
        session.perform(actions[0])
        before = session.rng.position()
        session.perform({"do": "contribute", "text": "Žofie, Bára's cat"})
        after = session.rng.position()
        assert before is not None and after is not None
        assert after == before.contribute("Žofie, Bára's cat")
        session.perform(actions[1])
        assert session.events[-1]["random"][0] == fair.FairRandom(after).getrandbits(4)
        for refused in ({"do": "contribute"}, {"do": "contribute", "text": "x", "y": 1}):
            with pytest.raises(UserError):
                session.perform(refused)
        session = PlaySession.resume(campaign, session.session_id, driver)  # folded in again
        position = session.rng.position()
        assert position is not None and position.key == after.key
        assert revealed(campaign, session) == Verdict(VERIFIED)
        events = session.events
        without = [event for event in events if event["action"]["do"] != "contribute"]
        found = check_session(driver, campaign.session_setup(session.session_id), without)
        assert found.verdict == "failed" and found.event == 2
    with CampaignFile.open(tmp_path / "mirror.cdk") as campaign:
        write_demo(campaign)
        driver, setup, _ = tables(campaign, mirror=True)[2]
        session = PlaySession.start(campaign, driver, "Real dice", setup)
        with pytest.raises(UserError, match="digital table"):
            session.perform({"do": "contribute", "text": "3 5 6 1"})
