"""deskapp.core.campaign"""
