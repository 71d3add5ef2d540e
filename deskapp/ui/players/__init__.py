"""The GM's side of the players' phones (issue 27): the "Players' phones…" dialog, the feed
that serves the open session to the phones, and the QR codes of their links."""
