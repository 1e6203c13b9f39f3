-- Its module raises while it is loaded.
error("this bot does not load")
