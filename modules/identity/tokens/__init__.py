"""What proves who a caller is: the signing keys, ID tokens and refresh-token sessions."""
