-- helper functions of seed 001: column numbers and types by name
CREATE TABLE at (a int, b real, c float, d text);
ALTER TABLE at DROP COLUMN d;
ALTER TABLE at ADD COLUMN e real;
SELECT attnums_of('at', '{a,c,e}');
SELECT attnum_of('at', 'e');
SELECT atttypes_of('at', '{a,b,e}');
SELECT atttype_of('at', 'c');
SELECT attrs_types_check('at', '{a,b}', '{int,real}');
SELECT attrs_types_check('at', '{a,b}', '{int,float}');
SELECT attrs_type_check('at', '{b,e}', 'real');
SELECT attrs_type_check('at', '{b,c}', 'real');
-- errors
SELECT attnum_of('at', 'd');
SELECT attnums_of('at', '{a,NULL}');
SELECT attrs_types_check('at', '{a,b}', '{int}');
SELECT attnum_of('no_such_table', 'a');
