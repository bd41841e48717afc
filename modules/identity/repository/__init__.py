"""The identity module's storage: the only code that reads or writes its tables. Each repository
hands the use cases plain frozen rows, never the models, and keeps each conditional UPDATE a
single statement so that concurrent requests cannot all pass a check made before any of them
wrote."""
