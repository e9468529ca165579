print undefined_thing + 1
