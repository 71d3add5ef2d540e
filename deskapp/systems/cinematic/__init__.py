"""deskapp.systems.cinematic"""
