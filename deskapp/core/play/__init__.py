"""deskapp.core.play"""
