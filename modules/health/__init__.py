"""Health: is the process alive (its loop answers), and is it ready (its database answers)?"""
