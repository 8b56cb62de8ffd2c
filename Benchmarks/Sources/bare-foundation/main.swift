import Foundation

print("1")
