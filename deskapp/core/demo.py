"""The demo campaign: a small group for each rule system, so a newcomer sees every feature.

Each system gives its group (``deskapp.systems.<key>.demo``): characters, the
GM's side, a finished session played at a digital table whose seed is revealed
(so ``deskapp export`` then ``deskapp verify`` read "verified" at once), and a
session in progress at a mirror table. Portraits are drawn here with Pillow, so
the demo needs no image files.

The demo is written in the app's language: each system's ``demo_group(language)`` gives
every text of its group in Czech, French and English side by side (:func:`in_language`).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import font_roboto
from PIL import Image, ImageDraw, ImageFont

from deskapp.core import systems
from deskapp.core.errors import UserError
from deskapp.core.i18n import current_language, translate
from deskapp.core.play.session import PlaySession
from deskapp.core.play.setup import choose_table
from deskapp.core.store import EXTENSION, CampaignFile, NewCharacter
from deskapp.core.store.locations import check_name_fits
from deskapp.core.systems import DemoGroup, DemoSession, document_of


def portrait(initials: str, hue: tuple[int, int, int]) -> bytes:
    """A simple painted bust on a coloured ground, 900 × 1200 px: enough for a 300 dpi frame
    on every offered card size (an index card's portrait is 68 mm wide)."""
    width, height = 900, 1200

    def at(*points: float) -> tuple[float, ...]:  # drawn on a 750 × 1000 grid
        return tuple(point * width / 750 for point in points)

    image = Image.new("RGB", (width, height))
    draw = ImageDraw.Draw(image)
    for y in range(height):  # a soft vertical gradient
        shade = 0.55 + 0.45 * y / height
        draw.line([(0, y), (width, y)], fill=tuple(int(channel * shade) for channel in hue))
    skin, cloth = (233, 200, 170), tuple(max(0, channel - 70) for channel in hue)
    draw.ellipse(at(112, 675, 638, 1225), fill=cloth)  # shoulders
    draw.rectangle(at(319, 538, 431, 700), fill=skin)  # neck
    draw.ellipse(at(225, 212, 525, 588), fill=skin)  # head
    draw.chord(at(212, 188, 538, 475), 180, 360, fill=(60, 40, 30))  # hair
    font = ImageFont.truetype(
        font_roboto.font_files["RobotoBold"], 144
    )  # has Czech capitals (Š, Ž …)
    draw.text((width / 2, 875 * width / 750), initials, fill="white", font=font, anchor="mm")
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=88)
    return buffer.getvalue()


_HUES = [
    (70, 110, 160),
    (150, 80, 70),
    (80, 130, 90),
    (140, 110, 60),
    (110, 80, 140),
    (60, 120, 130),
]


DEMO_LANGUAGES = ("cs", "fr", "en")
"""The languages the demo is written in, in the order each text gives them."""


def in_language(language: str) -> Callable[[str, str, str], str]:
    """The demo's words in ``language``: ``say(cs, fr, en)`` picks the text of that language
    from the three given side by side (English for a language the demo is not written in)."""
    index = DEMO_LANGUAGES.index(language if language in DEMO_LANGUAGES else "en")
    return lambda *texts: texts[index]


def _groups() -> list[tuple[systems.SystemSpec, DemoGroup]]:
    """Each system's demo group, in the app's language."""
    language = current_language()
    return [(system, system.load(system.demo)(language)) for system in systems.specs()]


def write_demo(campaign: CampaignFile) -> None:
    """Fill an empty campaign with the demo groups, in one transaction, in the app's
    language."""
    groups = _groups()
    characters = []
    members = [(system.key, member) for system, group in groups for member in group.characters]
    for number, (key, member) in enumerate(members):
        initials = "".join(word[0] for word in member.name.split()[:2])
        characters.append(
            NewCharacter(
                key,
                member.name,
                document_of(member),
                portrait(initials, _HUES[number % len(_HUES)]),
            )
        )
    with campaign.transaction():
        campaign.set_meta("title", translate("Campaign", "Demo campaign"))
        campaign.add_characters(characters)
        for system, group in groups:
            campaign.set_options(system.key, system.validated_options({}))
            if group.game_master is not None:
                campaign.set_game_master(system.key, group.game_master.to_json())


def write_demo_sessions(campaign: CampaignFile) -> None:
    """Play the demo's sessions: each system's finished one, its seed revealed, then each
    system's session in progress (the newest, which the Table page opens)."""
    groups = _groups()
    for system, group in groups:
        if group.finished is not None:
            _play(campaign, system, group.finished, mirror=False).perform({"do": "reveal"})
    for system, group in groups:
        if group.session is not None:
            _play(campaign, system, group.session, mirror=True)


def _play(
    campaign: CampaignFile, system: systems.SystemSpec, session: DemoSession, *, mirror: bool
) -> PlaySession:
    """Start a system's demo session and play its actions: at a ``mirror`` table, or at a
    digital one drawing from a new seed."""
    driver = system.driver_class()
    setup = driver.setup_from_campaign(choose_table(campaign, system, session.players, mirror))
    played = PlaySession.start(campaign, driver, session.name, setup)
    for action in session.actions:
        played.perform(dict(action))
    return played


@dataclass(frozen=True)
class DemoWritten:
    """What :func:`create_demo` wrote: how many characters, rule systems, finished sessions
    (their seeds revealed) and sessions in progress."""

    characters: int
    systems: int
    finished: int
    in_progress: int


def create_demo(path: Path) -> DemoWritten:
    """Write the demo campaign, with its sessions, to the new file ``path`` (``deskapp demo``,
    File → Open the Demo Campaign), in the app's language. UserError if ``path`` exists (never overwritten) or its
    name does not fit; OSError if it cannot be written."""
    check_name_fits(path)
    if path.exists():
        raise UserError(
            translate(
                "Cli",
                "{path} already exists: the demo never overwrites a file, choose another name",
            ).format(path=path)
        )
    with CampaignFile.open(path) as campaign, campaign.transaction():
        write_demo(campaign)
        write_demo_sessions(campaign)
        summaries = campaign.summaries()
        finished = sum(group.finished is not None for _system, group in _groups())
        return DemoWritten(
            len(summaries),
            len({s.system for s in summaries}),
            finished,
            len(campaign.sessions()) - finished,
        )


def free_demo_path(folder: Path) -> Path:
    """A new file in ``folder`` named for the demo in the user's language ("Ukázková
    kampaň.carddesk", then "… 2.carddesk" …): an earlier copy, maybe played, is kept."""
    name = translate("Campaign", "Demo campaign")
    number = 1
    path = folder / f"{name}{EXTENSION}"
    while path.exists():
        number += 1
        path = folder / f"{name} {number}{EXTENSION}"
    return path
