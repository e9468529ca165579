% braces index cells only; arrays take [ ]
A = zeros(3)
x = A{1}
