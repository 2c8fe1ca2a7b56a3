"""linrt.Error: what every failure inside linrt raises."""


class Error(RuntimeError):
    """A failure reported by linrt: a malformed or unsupported model, bad inputs, a limit, I/O.

    Attributes:
        kind: "parse", "unsupported", "invalid", "limit", "io" or "device" (linrt::ErrorKind).
        location: where it happened: "model.mlir:12:5" for a model's op, a file or argument
            name ("input #1", "device"), or "" when nothing more precise is known.
        message: what went wrong, without the location.
    """

    def __init__(self, kind: str, location: str, message: str):
        super().__init__(f"{location}: {message}" if location else message)
        self.kind = kind
        self.location = location
        self.message = message

    def __reduce__(self):  # pickles (Ray sends errors between processes) with all three fields
        return (type(self), (self.kind, self.location, self.message))
