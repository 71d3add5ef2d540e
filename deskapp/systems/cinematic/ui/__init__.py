"""deskapp.systems.cinematic.ui"""
