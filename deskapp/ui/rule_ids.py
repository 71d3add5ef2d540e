"""Rule IDs belong in tooltips, never in the words a user reads.

The rules, the drivers and the screens cite their rules ("(A-33)", "(rule B-01)") so a
test, a log or a curious user can find them; the table shows the words alone, first
letter capitalised, and keeps the IDs in the widget's tooltip ("Rules: A-33"), where the
rules reference can be looked up. :func:`move_rule_ids_to_tooltips` does it for every
label, button and group box of a screen after it redraws, so no screen has to remember it.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

_ID = r"[A-Z]{1,2}-\d{2}[a-z]?"
# "(A-33)", "(rule B-01)", "(rules )", "(A-30 … A-34)", "(see U-10)"
RULE_REFERENCE = re.compile(
    rf"\s*\((?:see |rules? )?{_ID}(?:\s*(?:,|…|\.\.\.|–|-|and|or|&)\s*(?:rules? )?{_ID})*\)"
)
RULE_ID = re.compile(rf"\b{_ID}\b")
RULES_LINE = "Rules: "


def split_rule_ids(text: str) -> tuple[str, list[str]]:
    """The text without its rule references, and the IDs they named, in order."""
    found: list[str] = []

    def drop(match: re.Match[str]) -> str:
        found.extend(RULE_ID.findall(match.group(0)))
        return ""

    return RULE_REFERENCE.sub(drop, text), found


def capitalised(message: str) -> str:
    """A message as a sentence: its first letter a capital (the rest as it is)."""
    stripped = message.lstrip()
    if stripped[:1].islower():  # "4♣ is not …" and "'X' is …" start as they are
        start = len(message) - len(stripped)
        return message[:start] + stripped[0].upper() + stripped[1:]
    return message


def plain_message(message: str) -> tuple[str, str]:
    """A refusal or note for the screen: capitalised, without rule IDs; and its tooltip."""
    words, ids = split_rule_ids(message)
    return capitalised(words), with_rules_line("", ids)


def with_rules_line(tooltip: str, ids: list[str]) -> str:
    """A tooltip ending with one "Rules: …" line (replacing an earlier one)."""
    base = tooltip.split("\n" + RULES_LINE, maxsplit=1)[0]
    if base.startswith(RULES_LINE):
        base = ""
    if not ids:
        return base
    line = RULES_LINE + ", ".join(dict.fromkeys(ids))
    return f"{base}\n{line}" if base else line


def cited_rule(*widgets: QWidget | None) -> str | None:
    """The first rule ID cited on a "Rules: …" tooltip line of these widgets or their
    parents: what Help → Rules Reference (Shift+F1) opens at when one is in front of the user."""
    for start in widgets:
        widget = start
        while widget is not None:
            _, _, line = widget.toolTip().partition(RULES_LINE)
            if found := RULE_ID.search(line):
                return found.group(0)
            widget = widget.parentWidget()
    return None


def move_rule_ids_to_tooltips(root: QWidget) -> None:
    """Take the rule references out of every label, button and group title under ``root``
    and put their IDs in the widget's tooltip."""
    for widget in root.findChildren(QWidget):
        if isinstance(widget, QGroupBox):
            text = widget.title()
        elif isinstance(widget, (QLabel, QAbstractButton)):
            text = widget.text()
        else:
            continue
        if "-" not in text:
            continue  # the quick way out for nearly every widget
        words, ids = split_rule_ids(text)
        if not ids:
            continue
        if isinstance(widget, QGroupBox):
            widget.setTitle(words)
        else:
            widget.setText(words)
        widget.setToolTip(with_rules_line(widget.toolTip(), ids))
