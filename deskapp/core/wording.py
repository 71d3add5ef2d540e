"""Words the command line and the rules' messages share, in the current language."""

from __future__ import annotations

from deskapp.core.i18n import format_number, translate


def quoted(text: str, most: int = 40) -> str:
    """``text`` as a message quotes it: cut short, with its length, when longer than ``most``,
    so a 5,000-character argument is named in one readable line rather than repeated."""
    text = str(text)
    if len(text) <= most:
        return text
    length = len(text)
    shown = translate("Wording", "{start}… (%n character(s))", None, length)
    return shown.replace(str(length), format_number(length)).format(start=text[:most])
