"""The Firebase Authentication REST contract on the wire: JSON shapes and error answers."""
