"""The Qt UI's colours: one name for each meaning, and the style-sheet snippets built from them.

Every colour the window and the table screens paint is named here, by what it
means (``ERROR``, ``SUIT_RED``, ``GOOD`` …), never by how it looks; the
screens and editors import the names. The values are ``#rrggbb`` strings, so
they go straight into style sheets and rich text, and into ``QColor(...)``
for painting. Printed cards have their own colours in ``printables.style``.

Most shades come from the Material Design palette; the private names below
(``_RED_800`` …) say which, and several meanings may share one shade.
"""

from __future__ import annotations

# --- the shades ------------------------------------------------------------------------------

_WHITE = "#ffffff"
_GREY_50 = "#fafafa"
_GREY_200 = "#eeeeee"
_GREY_400 = "#bdbdbd"
_GREY_500 = "#9e9e9e"
_GREY_600 = "#757575"
_GREY_DARK = "#555555"
_GREY_800 = "#424242"
_GREY_900 = "#212121"
_BLUE_GREY_50 = "#eceff1"
_BLUE_GREY_300 = "#90a4ae"
_BLUE_GREY_600 = "#546e7a"
_BLUE_GREY_700 = "#455a64"
_BLUE_GREY_800 = "#37474f"
_RED_50 = "#ffebee"
_RED_800 = "#c62828"
_RED_DEEP = "#7f0000"
_RED_BRICK = "#8e1b1b"
_ERROR_RED = "#b00020"
_GREEN_50 = "#e8f5e9"
_GREEN_800 = "#2e7d32"
_GREEN_900 = "#1b5e20"
_GREEN_PINE = "#1b4d2e"
_BLUE_200 = "#90caf9"
_BLUE_LIGHT = "#d7e8fb"
_BLUE_800 = "#1565c0"
_BLUE_900 = "#0d47a1"
_NAVY = "#1e3a5f"
_AMBER_50 = "#fff8e1"
_AMBER = "#f9a825"
_PAPER = "#fffdf7"
_ORANGE_100 = "#ffe0b2"
_ORANGE_800 = "#ef6c00"
_ORANGE_900 = "#e65100"
_PURPLE_800 = "#6a1b9a"
_BROWN_700 = "#5d4037"
_OCHRE = "#6d4c00"

# --- words ------------------------------------------------------------------------------------

INK = _GREY_900
"""Ordinary dark text, numbers and pips on a light face."""
MUTED_TEXT = _GREY_DARK
"""Secondary words: keyboard keys, hints, an aspect's note, a card's role in a test."""
FADED_TEXT = _GREY_600
"""What no longer counts or is not there: a removed or discarded card, an exhausted
aspect (on the table and in the editor), an empty list, a zero count."""
ON_DARK = _WHITE
"""Text and lines drawn on a strong fill or over a photograph."""
ERROR = _ERROR_RED
"""A refusal or a problem: why an edit, a roll or a print cannot be done; a Scar's
boxes beyond its track."""

# --- tones: how things turn out ---------------------------------------------------------------

GOOD = _GREEN_800
"""A success, trust, a circumstance or tag that helps, a positive spell, a side that wins."""
VERY_GOOD = _GREEN_900
"""A critical success, full trust, a mission won."""
BAD = _RED_800
"""A failure, distrust, a circumstance or tag that hinders, consequences, snake eyes, a
side that loses, a critical failure on the Dice Banks, a full Scar, an empty bank."""
VERY_BAD = _RED_DEEP
"""A critical failure (Cinematic), full distrust, a negative aspect's words."""
NEUTRAL = _GREY_DARK
"""Neither good nor bad: a neutral relationship."""
PLAIN = _GREY_800
"""A die or a tag that neither helps nor hinders (Founders): its edge, its words."""
GOOD_BACK = _GREEN_50
"""Behind something that helps."""
BAD_BACK = _RED_50
"""Behind something that hinders: a negative aspect's chip, a hindering tag."""
DONE = _GREEN_900
"""A task finished: the note that says where an export went."""

# --- what is chosen ---------------------------------------------------------------------------

HIGHLIGHT = _AMBER
"""What everyone at the table looks at: the highlighted card, the agent who tests, the
chosen seat or combatant, the level track that leads, the focused chip."""
HIGHLIGHT_BACK = _AMBER_50
"""Behind the agent who tests and the chosen seat."""
ACCENT = _BLUE_800
"""What is switched on or acts now: an aspect or option in the test, the Founder who leads
a check, the side to move, a tag with the focus, a reaction awaited, a combatant's notes."""
ACCENT_BACK = _BLUE_LIGHT
"""Behind an aspect or option in the test and the Founder who leads."""
TEST_ROLE = _BLUE_900
"""An aspect's part in the Agents test being built ("▸ in the test")."""

# --- cards, panels and dice -------------------------------------------------------------------

SUIT_RED = _RED_800
"""Hearts, diamonds and red jokers; in Agents, complications (the red cards)."""
SUIT_BLACK = _GREY_900
"""Spades, clubs and black jokers; in Agents, successes (the black cards)."""
CARD_FACE = _WHITE
"""A card's face, and the white of the chips and character cards on the table."""
CARD_BACK = _NAVY
"""A face-down card."""
CARD_BACK_LINE = _BLUE_200
"""The frame drawn on a face-down card."""
BORDER = _GREY_500
"""The plain edge of a card, a chip or a panel; a tag left out."""
LIGHT_BORDER = _GREY_400
"""The plain edge of a Founder's, a contest side's or a combatant's card."""
PILE_CARD_BORDER = _GREY_600
"""The edge of the small cards fanned in a score pile."""
EMPTY_SLOT = _GREY_400
"""The dashed outline where a card or a die will go."""
FADED_MARK = _GREY_500
"""Drawn marks that do not count (yet): a Threat or milestone level not reached, the pips
of a replaced roll."""
PANEL_BACK = _GREY_50
"""Behind a panel: an agent, a combatant, the Agents track bar, a Founders die or tag."""
FADED_BACK = _GREY_200
"""Behind a chip or die that no longer counts: an ignored aspect, a replaced roll."""
INDEX_CARD = _PAPER
"""The paper of a Founders circumstance card."""
CROP_SHADE = "#8c000000"
"""What a portrait's crop leaves out, darkened (#aarrggbb: for painting only)."""
TRANSPARENT = "transparent"
"""No colour at all: a drawn icon's background, a label over a chip."""

# --- Agents -----------------------------------------------------------------------------------

THREAT = _RED_BRICK
"""The Threat level, its cards, and a mission the Threat wins."""
MILESTONE = _GREEN_PINE
"""The milestones and their markers."""
PYRRHIC = _OCHRE
"""A pyrrhic mission outcome."""
NEW_ASPECT = _PURPLE_800
"""A complication turned into a negative aspect, on its card and its chip."""
# Aspect kinds (A-02) and whom a threat endangers (A-06: bystanders, the players' characters
# or both): a colour each, beside a shape.
ASPECT_ORDINARY = _GREEN_800
ASPECT_SPECIAL = _PURPLE_800
ASPECT_NEGATIVE = _RED_800
ASPECT_LIMITING = _BROWN_700
ASPECT_EQUIPMENT = _BLUE_800
ASPECT_TEMPORARY = _GREY_600
THREATENS_CIVILIANS = _ORANGE_900
THREATENS_PLAYERS = _BLUE_800
THREATENS_BOTH = _PURPLE_800
EXHAUST_EDGE = _ORANGE_900
"""The edge of an aspect to be exhausted in the test."""
EXHAUST_BACK = _ORANGE_100
"""Behind an aspect to be exhausted in the test."""

# --- Founders ---------------------------------------------------------------------------------

ADVERSITY = _ORANGE_800
"""The Adversity Tokens the Founders hold."""
SUSPICION = _PURPLE_800
"""The suspicion points the Director holds."""

# --- Dice Banks: blue-grey dice and words -----------------------------------------------------

DIE_EDGE = _BLUE_GREY_300
"""A die's plain edge."""
DIE_MISSED = _BLUE_GREY_50
"""A die that rolled no success."""
DIE_EXPLODES = _AMBER
"""The edge and mark of a die that rolls again."""
PLAIN_FAILURE = _BLUE_GREY_700
"""A failure that is not critical: sober, not alarming."""
COOL_MUTED_TEXT = _BLUE_GREY_600
"""Secondary words on the Dice Banks table: keys, the dice legend, a row's caption."""
STATUS_TEXT = _BLUE_GREY_700
"""The line under the round and scene."""
BANK_PIP = _BLUE_GREY_800
"""An action left in a bank."""
BANK_PIP_EDGE = _BLUE_GREY_700
"""The ring around each of a bank's pips."""
BANK_PIP_SPENT = _WHITE
"""An action spent this round: an empty pip."""
SCAR = _BLUE_GREY_800
"""A Scar that is not full yet (a full one is BAD)."""

# --- Cinematic --------------------------------------------------------------------------------

REMINDER = _OCHRE
"""Something to do by hand: spells on a sheet still to be applied."""


# --- the table view (F11): across the room, through a projector ------------------------------
# High contrast on white (a projector washes dark backgrounds out), and the Okabe–Ito colours,
# which players with any common colour blindness still tell apart; each colour also comes with
# words ("success", "complication"), never alone.

TABLE_VIEW_BACK = _WHITE
"""Behind everything in the table view."""
TABLE_VIEW_TEXT = "#000000"
"""The table view's words and numbers."""
TABLE_VIEW_MUTED = "#4d4d4d"
"""The table view's headings and times (still 8:1 against white)."""
TABLE_VIEW_RULE = "#e69f00"
"""The line under the table view's title (Okabe–Ito orange)."""


# --- style sheets -----------------------------------------------------------------------------


def label_style(colour: str, size_pt: float | None = None, bold: bool = False) -> str:
    """A label's style sheet: its text in ``colour``, optionally ``size_pt`` points and bold."""
    size = f" font-size: {size_pt:g}pt;" if size_pt is not None else ""
    weight = " font-weight: bold;" if bold else ""
    return f"QLabel {{ color: {colour};{size}{weight} }}"


def error_label_style() -> str:
    """The style sheet of a label that says why something was refused."""
    return label_style(ERROR)


def _band(ink: str, back: str, edge: str, size_pt: int) -> str:
    """Words on a pale band with a coloured edge on its left, where the eye is."""
    return (
        f"QLabel {{ color: {ink}; background: {back}; border-left: 4px solid {edge};"
        f" border-radius: 3px; padding: 6px 10px; font-size: {size_pt}pt; }}"
    )


def refusal_style() -> str:
    """A refusal on a play screen, right under what the user acts on: dark red words on a
    pale red band with a red edge, large enough to read at a glance."""
    return _band(ERROR, BAD_BACK, ERROR, 13)


def note_style() -> str:
    """A note on a page, where a refusal would show: what was done, or why nothing was."""
    return _band(INK, ACCENT_BACK, ACCENT, 13)


def waiting_style() -> str:
    """A line over a greyed-out panel saying why it waits and what frees it."""
    return _band(INK, HIGHLIGHT_BACK, HIGHLIGHT, 12)
