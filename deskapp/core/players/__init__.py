"""The players' phones (issue 27): each player's link, a small local web server, and what
each phone is shown (:mod:`.projection`). Qt-free.

:mod:`.server` imports aiohttp, which costs about a quarter of a second: it is imported only
when the server starts (``deskapp players``, or the GUI's "Players' phones…"), never by
the app's start-up.
"""
