"""Printer profiles: what one printer, tray and paper need for the backs to land on the fronts.

A profile has the name the user gives it ("Office laser, tray 2, 250 g card") and holds
the back offset (millimetres, right and up as seen from the front), the back scale (across
and up; 1 prints the back as designed) and the edge the sheets turn over (long or short).
The calibration sheet's readings make and correct one (:func:`calibrated`).

Every profile lives in one JSON file in the user's settings folder, which the Print page,
``deskapp print --profile`` and ``deskapp calibrate`` all read and write. It is read
leniently: a damaged file or entry is told in one clear sentence (:attr:`Profiles.problem`)
and never lost — before the next save writes over it, the damaged file is put aside beside
it under a name of its own, which the save says.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from deskapp.core.errors import UserError
from deskapp.core.i18n import format_decimal, translate
from deskapp.core.store.locations import config_dir, write_text_atomically
from printables.calibration import targets
from printables.geometry import MM, PrintOptionError
from printables.layout import Backs, LayoutOptions, compute_sheet

PROFILES_FILE = "printer-profiles.json"
MAX_NAME = 80
FORMAT = 1
"""The file's ``version``: a newer one is read as far as it can be and never written over."""
POINTS = ("centre", "bottom-left", "bottom-right", "top-left", "top-right")
"""The calibration sheet's points, as ``--reading`` names them, in the order it draws them."""
MAX_READING_MM = 10.0
"""The scales run from −10 to +10 mm."""


def default_path() -> Path:
    """Where the profiles are kept: the user's Card Desk settings folder."""
    return config_dir() / PROFILES_FILE


@dataclass(frozen=True, slots=True)
class Profile:
    """One printer × tray × paper, by the user's name for it."""

    name: str
    offset_mm: tuple[float, float] = (0.0, 0.0)
    scale: tuple[float, float] = (1.0, 1.0)
    edge: Backs = Backs.LONG_EDGE

    def __post_init__(self) -> None:
        check_name(self.name)
        if not self.edge.duplex:
            raise PrintOptionError(
                translate(
                    "PrintProfiles",
                    "a printer profile turns the sheets over the long or short edge",
                )
            )
        # The layout's own checks: the same limits as typed options.
        LayoutOptions(back_offset_mm=self.offset_mm, back_scale=self.scale)

    def applied(
        self,
        layout: LayoutOptions,
        *,
        offset_mm: tuple[float, float] | None = None,
        scale: tuple[float, float] | None = None,
        backs: Backs | None = None,
    ) -> LayoutOptions:
        """``layout`` printed on this printer; a value given here (typed by the user for this
        print) goes before the profile's own."""
        return replace(
            layout,
            backs=backs or self.edge,
            back_offset_mm=offset_mm or self.offset_mm,
            back_scale=scale or self.scale,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "back_offset_mm": list(self.offset_mm),
            "back_scale": list(self.scale),
            "duplex_edge": self.edge.value,
        }

    @classmethod
    def from_json(cls, data: object) -> Profile:
        """A stored profile; ValueError (or PrintOptionError) for anything that is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("not a profile")
        return cls(
            data["name"],
            _pair(data.get("back_offset_mm", [0, 0])),
            _pair(data.get("back_scale", [1, 1])),
            Backs(data.get("duplex_edge", Backs.LONG_EDGE.value)),
        )


def _pair(value: object) -> tuple[float, float]:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(item, int | float) and math.isfinite(item) for item in value)
    ):
        return (float(value[0]), float(value[1]))
    raise ValueError("not two numbers")


def check_name(name: str) -> None:
    """Refuse (UserError) a name that is empty, too long or has control characters."""
    if not name.strip():
        raise UserError(translate("PrintProfiles", "a printer profile needs a name"))
    if len(name) > MAX_NAME:
        raise UserError(
            translate(
                "PrintProfiles", "a printer profile's name takes at most {most} characters"
            ).format(most=MAX_NAME)
        )
    if any(not character.isprintable() for character in name):
        raise UserError(
            translate(
                "PrintProfiles", "a printer profile's name is one line, without tabs or controls"
            )
        )


@dataclass(frozen=True, slots=True)
class Profiles:
    """The profiles as read, in the order they were made, and what was wrong with the file."""

    path: Path
    profiles: tuple[Profile, ...] = ()
    problem: str = ""
    """Empty, or one sentence for the user: the file (or some entry of it) could not be read."""

    def names(self) -> list[str]:
        return [profile.name for profile in self.profiles]

    def get(self, name: str) -> Profile | None:
        return next((profile for profile in self.profiles if profile.name == name), None)

    def find(self, name: str) -> Profile:
        """The profile of that name; a UserError lists the profiles there are."""
        profile = self.get(name)
        if profile is not None:
            return profile
        if self.profiles:
            message = translate(
                "PrintProfiles", "there is no printer profile named “{name}”; there are: {names}"
            ).format(name=name, names=", ".join(f"“{known}”" for known in self.names()))
        else:
            message = translate(
                "PrintProfiles",
                "there is no printer profile named “{name}”, nor any other yet: make one with "
                "deskapp calibrate --profile NAME, or on the Print page",
            ).format(name=name)
        raise UserError(f"{self.problem} {message}" if self.problem else message)


def read_profiles(path: Path | None = None) -> Profiles:
    """Every profile in the file (none when there is no file); never raises for a bad one."""
    path = path or default_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Profiles(path)
    except (OSError, UnicodeDecodeError) as error:
        return Profiles(path, (), _damaged(path, getattr(error, "strerror", None) or str(error)))
    try:
        data = json.loads(text)
    except ValueError:
        return Profiles(path, (), _damaged(path, translate("PrintProfiles", "it is not JSON")))
    entries = data.get("profiles") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        reason = translate("PrintProfiles", "it has no list of profiles")
        return Profiles(path, (), _damaged(path, reason))
    profiles: list[Profile] = []
    bad = 0
    for entry in entries:
        try:
            profile = Profile.from_json(entry)
        except (ValueError, UserError):
            bad += 1
            continue
        if profile.name not in (known.name for known in profiles):
            profiles.append(profile)
    problem = ""
    if bad:
        problem = translate(
            "PrintProfiles",
            "%n printer profile(s) in {path} could not be read and are left out; the file is "
            "kept as it is until a profile is saved, and then put aside beside it",
            None,
            bad,
        ).format(path=path)
    newer = isinstance(data.get("version"), int) and data["version"] > FORMAT
    if newer:
        problem = translate(
            "PrintProfiles",
            "{path} was written by a newer Card Desk: its profiles are read as far as they can "
            "be, and it is put aside beside it before a profile is saved",
        ).format(path=path)
    return Profiles(path, tuple(profiles), problem)


def _damaged(path: Path, reason: str) -> str:
    return translate(
        "PrintProfiles",
        "the printer profiles in {path} cannot be read ({reason}); the file is kept as it is "
        "until a profile is saved, and then put aside beside it",
    ).format(path=path, reason=reason)


def save_profiles(profiles: Iterable[Profile], path: Path | None = None) -> Path | None:
    """Write the profiles (atomically). A file that could not be read whole is first put aside
    beside it (``printer-profiles.damaged-1.json`` …), whose path is returned: nothing lost."""
    path = path or default_path()
    aside = None
    if path.exists() and read_profiles(path).problem:
        number = 1
        aside = path.with_name(f"{path.stem}.damaged-1{path.suffix}")
        while aside.exists():
            number += 1
            aside = path.with_name(f"{path.stem}.damaged-{number}{path.suffix}")
        path.rename(aside)
    data = {"version": FORMAT, "profiles": [profile.to_json() for profile in profiles]}
    write_text_atomically(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    return aside


def put_profile(profile: Profile, replacing: str = "", path: Path | None = None) -> Path | None:
    """Save ``profile`` in place of the one named ``replacing`` (or its own name), or add it;
    a name another profile has is refused. Returns :func:`save_profiles`' damaged file."""
    current = read_profiles(path)
    old = replacing or profile.name
    if profile.name != old and current.get(profile.name) is not None:
        raise UserError(
            translate("PrintProfiles", "there is a printer profile named “{name}” already").format(
                name=profile.name
            )
        )
    kept = [profile if known.name == old else known for known in current.profiles]
    if current.get(old) is None:
        kept.append(profile)
    return save_profiles(kept, current.path)


def remove_profile(name: str, path: Path | None = None) -> Path | None:
    current = read_profiles(path)
    kept = [known for known in current.profiles if known.name != name]
    return save_profiles(kept, current.path)


def parse_back_scale(text: str) -> tuple[float, float]:
    """``"X,Y"`` in per cent (``"100.2,99.9"``; one number for both): the backs' size."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(?:[,;]\s*(\d+(?:\.\d+)?)\s*)?%?\s*", text)
    if not match:
        raise PrintOptionError(
            translate(
                "PrintOptions",
                "'{text}' is not a back scale: write X,Y in per cent, such as 100.2,99.9",
            ).format(text=text)
        )
    across = float(match.group(1))
    up = float(match.group(2)) if match.group(2) is not None else across
    scale = (round(across / 100, 6), round(up / 100, 6))
    LayoutOptions(back_scale=scale)  # its limits, said as the layout says them
    return scale


# --- the calibration sheet's readings -------------------------------------------------------


_READING = re.compile(
    r"\s*(?:(?P<where>[a-z-]+)\s*[=:]\s*)?(?P<x>[-+]?\d+(?:[.,]\d+)?)\s*[,;/ ]\s*(?P<y>[-+]?\d+(?:[.,]\d+)?)\s*"
)


def parse_reading(text: str) -> tuple[str, tuple[float, float]]:
    """``WHERE=X,Y`` (WHERE one of :data:`POINTS`; alone, ``X,Y`` is the centre): the numbers
    on the front's scales where the back's cross falls, across and up, as printed (−2 or -2)."""
    match = _READING.fullmatch(text.replace("\N{MINUS SIGN}", "-").lower())
    where = (match.group("where") or "centre") if match else ""
    where = "centre" if where == "center" else where
    if match is None or where not in POINTS:
        raise UserError(
            translate(
                "PrintProfiles",
                "'{text}' is not a reading: write WHERE=X,Y, with WHERE one of {points} "
                "and X,Y the numbers on the scales where the cross falls, such as "
                "centre=1.5,-0.5",
            ).format(text=text, points=", ".join(POINTS))
        )
    values = (float(match.group("x").replace(",", ".")), float(match.group("y").replace(",", ".")))
    if any(abs(value) > MAX_READING_MM for value in values):
        raise UserError(
            translate(
                "PrintProfiles",
                "a reading of {x},{y} is off the scales, which run from −{most} to {most}: "
                "move the backs by hand first, with --back-offset, and print the sheet again",
            ).format(x=f"{values[0]:g}", y=f"{values[1]:g}", most=f"{MAX_READING_MM:g}")
        )
    return where, values


def calibrated(
    profile: Profile, readings: Mapping[str, tuple[float, float]], layout: LayoutOptions
) -> Profile:
    """``profile`` corrected by the readings of a sheet printed with it on ``layout``'s page.

    The centre's reading is added to the offset (at the printer's scale), to a tenth of a
    millimetre, as the Print page shows it; the scale is kept to 0.01 %. Two points on one row read the scale
    across: if the right one reads r₁ and the left r₀, W apart, the backs were printed
    (1 − (r₁ − r₀)/W) times too large, so the scale is divided by that; two points on one
    column read the scale up the same way; each from the mean of the pairs read.
    UserError without a centre, PrintOptionError for values past the limits."""
    if "centre" not in readings:
        raise UserError(
            translate(
                "PrintProfiles", "read the centre first: it gives the offset; the corners add scale"
            )
        )
    sheet = compute_sheet(replace(profile.applied(layout), back_offset_mm=(0.0, 0.0)))
    at = dict(zip(POINTS, targets(sheet), strict=True))
    scale = list(profile.scale)
    for axis, pairs in (
        (0, (("bottom-left", "bottom-right"), ("top-left", "top-right"))),
        (1, (("bottom-left", "top-left"), ("bottom-right", "top-right"))),
    ):
        found = [
            (readings[high][axis] - readings[low][axis]) / ((at[high][axis] - at[low][axis]) / MM)
            for low, high in pairs
            if low in readings and high in readings
        ]
        if found:
            scale[axis] = round(profile.scale[axis] / (1 - sum(found) / len(found)), 4)
    # The centre's correction, at the printer's own scale (1 / the new scale).
    centre = readings["centre"]
    offset = (
        round(profile.offset_mm[0] + centre[0] * scale[0], 1),
        round(profile.offset_mm[1] + centre[1] * scale[1], 1),
    )
    return replace(profile, offset_mm=offset, scale=(scale[0], scale[1]))


def describe(profile: Profile) -> str:
    """The profile's values in one line, in the user's language."""
    edge = {
        Backs.LONG_EDGE: translate("PrintProfiles", "turned over the long edge"),
        Backs.SHORT_EDGE: translate("PrintProfiles", "turned over the short edge"),
    }[profile.edge]
    return translate(
        "PrintProfiles",
        "backs moved X = {x} mm, Y = {y} mm, scaled X = {across} %, Y = {up} %, {edge}",
    ).format(
        x=format_decimal(profile.offset_mm[0]),
        y=format_decimal(profile.offset_mm[1]),
        across=format_decimal(profile.scale[0] * 100),
        up=format_decimal(profile.scale[1] * 100),
        edge=edge,
    )
